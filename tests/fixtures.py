"""Test principals written for these tests (not taken from any scenario split)."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

from tests.helpers import StoreClient, rec

NOW = datetime(2026, 6, 1, tzinfo=timezone.utc)


async def load_people(store: StoreClient) -> None:
    await store.principal("ines")
    await store.principal("omar")
    await store.remember("ines", rec("The staging cluster runs Postgres 15 until the March upgrade.", "ines-pg"))
    await store.remember("ines", rec("Ines's manager is Dana Okafor, who approves vacation requests.", "ines-mgr"))
    await store.remember("ines", rec("The nightly backup job writes to the bucket ines-archive.", "ines-backup"))
    await store.remember("ines", rec("The office wifi password rotates monthly.", "ines-wifi-old"))
    await store.remember("ines", rec("The office wifi password rotates weekly.", "ines-wifi", supersedes="ines-wifi-old"))
    await store.remember("ines", rec("The team offsite is in Porto on May 20.", "ines-offsite",
                                     kind=2, event_time=NOW - timedelta(days=20), expires_at=NOW - timedelta(days=10)))
    await store.remember("ines", rec("The release train leaves every second Tuesday.", "ines-train-a",
                                     conflicts_with=["ines-train-b"]))
    await store.remember("ines", rec("The release train leaves every Thursday.", "ines-train-b"))
    await store.remember("omar", rec("The staging cluster runs Postgres 12 on old hardware.", "omar-pg"))
    await store.remember("omar", rec("Omar's manager is Lena Berg.", "omar-mgr"))
