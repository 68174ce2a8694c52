"""The one place where Retold errors become gRPC status codes, and back.

Service code raises the typed errors below; ``map_errors`` (a class decorator
for servicers) turns them into the matching status. Clients get
:class:`RetoldRpcError`, which carries the status code and detail.
"""

from __future__ import annotations

import functools
import inspect
import logging

import grpc

log = logging.getLogger("retold.errors")


class RetoldError(Exception):
    """Base of errors with a known status code."""

    code: grpc.StatusCode = grpc.StatusCode.UNKNOWN

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class InvalidArgument(RetoldError):
    """Bad input. The message always starts with the offending field's name."""

    code = grpc.StatusCode.INVALID_ARGUMENT

    def __init__(self, field: str, problem: str) -> None:
        super().__init__(f"{field}: {problem}")
        self.field = field


class NotFound(RetoldError):
    code = grpc.StatusCode.NOT_FOUND


class AlreadyExists(RetoldError):
    code = grpc.StatusCode.ALREADY_EXISTS


class FailedPrecondition(RetoldError):
    code = grpc.StatusCode.FAILED_PRECONDITION


class BundleMismatchError(FailedPrecondition):
    """The declared bundle does not describe the running services."""


class ResourceExhausted(RetoldError):
    code = grpc.StatusCode.RESOURCE_EXHAUSTED


class Unavailable(RetoldError):
    code = grpc.StatusCode.UNAVAILABLE


class DeadlineExceeded(RetoldError):
    code = grpc.StatusCode.DEADLINE_EXCEEDED


class RetoldRpcError(Exception):
    """A failed call as a client sees it: the status code and the server's detail."""

    def __init__(self, code: grpc.StatusCode, details: str) -> None:
        super().__init__(f"{code.name}: {details}")
        self.code = code
        self.details = details

    @classmethod
    def from_grpc(cls, err: grpc.RpcError) -> "RetoldRpcError":
        code = err.code() if hasattr(err, "code") else grpc.StatusCode.UNKNOWN
        details = err.details() if hasattr(err, "details") else str(err)
        return cls(code, details or "")


def _wrap(method):
    @functools.wraps(method)
    async def wrapper(self, request, context):
        try:
            return await method(self, request, context)
        except RetoldError as exc:
            log.info("%s -> %s: %s", method.__name__, exc.code.name, exc.message)
            await context.abort(exc.code, exc.message)

    return wrapper


def map_errors(cls):
    """Class decorator: every public coroutine method maps RetoldError to its status."""
    for name, member in list(vars(cls).items()):
        if not name.startswith("_") and inspect.iscoroutinefunction(member):
            setattr(cls, name, _wrap(member))
    return cls
