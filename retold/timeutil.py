"""Timestamps: protobuf <-> aware datetimes, ISO parsing, 'now' for replays."""

from __future__ import annotations

from datetime import datetime, timezone

from google.protobuf.timestamp_pb2 import Timestamp


def utcnow() -> datetime:
    return datetime.now(timezone.utc)


def parse_iso(value: str) -> datetime:
    """Parses ISO 8601; a trailing Z is UTC; naive values are taken as UTC."""
    dt = datetime.fromisoformat(value.replace("Z", "+00:00"))
    return dt if dt.tzinfo else dt.replace(tzinfo=timezone.utc)


def to_iso(dt: datetime | None) -> str | None:
    if dt is None:
        return None
    return dt.astimezone(timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.%fZ")


def ts_to_dt(ts: Timestamp, present: bool = True) -> datetime | None:
    """Converts a Timestamp field; None when the field was not set."""
    if not present:
        return None
    return ts.ToDatetime(tzinfo=timezone.utc)


def dt_to_ts(dt: datetime | None) -> Timestamp | None:
    if dt is None:
        return None
    ts = Timestamp()
    ts.FromDatetime(dt.astimezone(timezone.utc))
    return ts


def as_of(msg, field: str = "as_of") -> datetime:
    """The request's replay time, or now."""
    if msg.HasField(field):
        return getattr(msg, field).ToDatetime(tzinfo=timezone.utc)
    return utcnow()
