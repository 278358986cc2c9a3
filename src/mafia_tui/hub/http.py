"""One HTTP exchange with a total deadline that can be cancelled.

``urllib`` gives a timeout per socket operation, so a server that drips its answer a byte
at a time keeps a request waiting for ever, and nothing can stop it from another thread. Here
every step — resolving the name, connecting, the TLS handshake, sending, the answer — waits
in slices of :data:`SLICE` seconds on a non-blocking socket and checks, between slices, the
one deadline of the whole exchange and a cancel event (the app's quit). ``http.client``
still reads the status line, the headers and the body (``Content-Length``, chunked or until
close) from a reader that enforces both and a limit of bytes.

A failure says whether any byte of the request left this machine (:attr:`HttpFailure.sent`):
before that the server cannot have acted on it; after it, it may have.
"""

from __future__ import annotations

import errno
import http.client
import io
import os
import select
import socket
import ssl
import threading
import time
import urllib.parse
from typing import Any

from ..rules.values import frozen

SLICE = 0.1
"""Seconds between two looks at the deadline and the cancel event."""
HEAD_ALLOWANCE = 64 * 1024
"""Bytes of status line and headers read beyond the body's limit."""


@frozen
class Reply:
    """A complete answer: the status, the headers (names lower-case) and the body."""

    status: int
    headers: dict[str, str]
    body: bytes


class HttpFailure(Exception):
    """No complete answer: ``code`` is ``hub_unreachable``, ``hub_timeout``,
    ``hub_cancelled``, ``hub_too_big`` or ``hub_cut`` (the connection ended or the answer
    was not HTTP); ``sent`` says whether any byte of the request had left."""

    def __init__(self, code: str, detail: str = "", sent: bool = False) -> None:
        super().__init__(code, detail)
        self.code = code
        self.detail = detail
        self.sent = sent


class _Clock:
    """The deadline and the cancel event of one exchange."""

    def __init__(self, seconds: float, cancel: threading.Event | None) -> None:
        self.seconds = seconds
        self.end = time.monotonic() + seconds
        self.cancel = cancel
        self.sent = False

    def slice(self) -> float:
        """The next wait (at most :data:`SLICE`), or HttpFailure when time is up."""
        if self.cancel is not None and self.cancel.is_set():
            raise HttpFailure("hub_cancelled", "", self.sent)
        left = self.end - time.monotonic()
        if left <= 0:
            raise HttpFailure("hub_timeout", f"{self.seconds:g}", self.sent)
        return min(SLICE, left)

    def wait(self, sock: socket.socket, write: bool) -> bool:
        """Wait one slice for ``sock`` to be ready; True when it is."""
        span = self.slice()
        if isinstance(sock, ssl.SSLSocket) and not write and sock.pending():
            return True
        watched: list[socket.socket] = [sock]
        none: list[socket.socket] = []
        if write:
            ready = select.select(none, watched, watched, span)
        else:
            ready = select.select(watched, none, watched, span)
        return any(ready)


def exchange(
    url: str,
    method: str,
    body: bytes | None,
    headers: dict[str, str],
    seconds: float,
    limit: int,
    cancel: threading.Event | None = None,
) -> Reply:
    """Send one request and read its whole answer within ``seconds`` in all.

    Raises:
        HttpFailure: no complete answer (see the class).
    """
    parts = urllib.parse.urlsplit(url)
    host = parts.hostname or ""
    tls = parts.scheme == "https"
    port = parts.port or (443 if tls else 80)
    target = (parts.path or "/") + (f"?{parts.query}" if parts.query else "")
    clock = _Clock(seconds, cancel)
    sock = _connect(host, port, clock)
    try:
        if tls:
            sock = _handshake(sock, host, clock)
        _send_all(sock, _request(method, target, parts.netloc, headers, body), clock)
        return _receive(sock, method, clock, limit)
    finally:
        sock.close()


def _request(
    method: str, target: str, netloc: str, headers: dict[str, str], body: bytes | None
) -> bytes:
    host = netloc.rpartition("@")[2]
    lines = [f"{method} {target} HTTP/1.1", f"Host: {host}", "Connection: close"]
    lines += [f"{name}: {value}" for name, value in headers.items()]
    if body is not None:
        lines.append(f"Content-Length: {len(body)}")
    return ("\r\n".join(lines) + "\r\n\r\n").encode("latin-1") + (body or b"")


def _resolve(host: str, port: int, clock: _Clock) -> list[Any]:
    """``getaddrinfo`` in a helper thread (it cannot be interrupted), waited for in slices."""
    found: list[Any] = []
    failed: list[OSError] = []
    done = threading.Event()

    def look() -> None:
        try:
            found.extend(socket.getaddrinfo(host, port, type=socket.SOCK_STREAM))
        except OSError as exc:
            failed.append(exc)
        done.set()

    threading.Thread(target=look, daemon=True, name="hub-resolve").start()
    while not done.wait(clock.slice()):
        pass
    if failed or not found:
        detail = reason_code(failed[0]) if failed else host
        raise HttpFailure("hub_unreachable", detail)
    return found


def _connect(host: str, port: int, clock: _Clock) -> socket.socket:
    last = ""
    for family, kind, proto, _name, address in _resolve(host, port, clock):
        sock = socket.socket(family, kind, proto)
        sock.setblocking(False)
        try:
            error = sock.connect_ex(address)
            if error in _IN_PROGRESS:
                while not clock.wait(sock, write=True):
                    pass
                error = sock.getsockopt(socket.SOL_SOCKET, socket.SO_ERROR)
            if error == 0:
                return sock
            last = _strerror(error)
        except BaseException:
            sock.close()
            raise
        sock.close()
    raise HttpFailure("hub_unreachable", last or host)


_IN_PROGRESS = frozenset(
    {errno.EINPROGRESS, errno.EWOULDBLOCK, errno.EAGAIN, errno.EALREADY, 10035}
)
"""A non-blocking connect under way (10035: Windows' WSAEWOULDBLOCK)."""


def _strerror(code: int) -> str:
    """A connect's error number as :func:`reason_code` names it."""
    return errno.errorcode.get(code, os.strerror(code))


def reason_code(reason: object) -> str:
    """Why no connection (or why it broke), as a code the session says in the judge's
    language: the errno's name ("ECONNREFUSED"), "EAI" for an address not found, TLS's own
    reason ("CERTIFICATE_VERIFY_FAILED"), else the reason's own words (never "[Errno 111]
    Connection refused" inside a Russian line)."""
    if isinstance(reason, socket.gaierror):
        return "EAI"
    if isinstance(reason, ssl.SSLError):
        return str(reason.reason or type(reason).__name__)
    if isinstance(reason, OSError) and reason.errno is not None:
        return errno.errorcode.get(reason.errno, str(reason))
    return str(reason) or type(reason).__name__


def _handshake(sock: socket.socket, host: str, clock: _Clock) -> ssl.SSLSocket:
    context = ssl.create_default_context()
    tls = context.wrap_socket(sock, server_hostname=host, do_handshake_on_connect=False)
    while True:
        try:
            tls.do_handshake()
            return tls
        except ssl.SSLWantReadError:
            clock.wait(tls, write=False)
        except ssl.SSLWantWriteError:
            clock.wait(tls, write=True)
        except (ssl.SSLError, OSError) as exc:
            raise HttpFailure("hub_unreachable", reason_code(exc)) from None


def _send_all(sock: socket.socket, data: bytes, clock: _Clock) -> None:
    view = memoryview(data)
    while view:
        clock.slice()
        try:
            clock.sent = True
            count = sock.send(view)
        except (BlockingIOError, ssl.SSLWantWriteError, InterruptedError):
            clock.wait(sock, write=True)
            continue
        except ssl.SSLWantReadError:
            clock.wait(sock, write=False)
            continue
        except OSError as exc:
            raise HttpFailure("hub_cut", reason_code(exc), True) from None
        view = view[count:]


class _Raw(io.RawIOBase):
    """The socket's bytes, each read within the exchange's deadline and limit."""

    def __init__(self, sock: socket.socket, clock: _Clock, limit: int) -> None:
        self.sock, self.clock, self.left = sock, clock, limit

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: Any) -> int:
        if self.left <= 0:
            raise HttpFailure("hub_too_big", "", True)
        want = min(len(buffer), self.left)
        while True:
            self.clock.slice()
            try:
                chunk = self.sock.recv(want)
            except (BlockingIOError, ssl.SSLWantReadError, InterruptedError):
                self.clock.wait(self.sock, write=False)
                continue
            except ssl.SSLWantWriteError:
                self.clock.wait(self.sock, write=True)
                continue
            except OSError as exc:
                raise HttpFailure("hub_cut", reason_code(exc), True) from None
            self.left -= len(chunk)
            buffer[: len(chunk)] = chunk
            return len(chunk)


class _Source:
    """What ``http.client.HTTPResponse`` reads from: only ``makefile`` is asked for."""

    def __init__(self, raw: _Raw) -> None:
        self.raw = raw

    def makefile(self, *_: Any, **__: Any) -> io.BufferedReader:
        return io.BufferedReader(self.raw, 8192)


def _receive(sock: socket.socket, method: str, clock: _Clock, limit: int) -> Reply:
    source: Any = _Source(_Raw(sock, clock, limit + HEAD_ALLOWANCE))
    response = http.client.HTTPResponse(source, method=method)
    try:
        response.begin()
        body = response.read(limit + 1)
    except http.client.HTTPException as exc:
        raise HttpFailure("hub_cut", type(exc).__name__, True) from None
    if len(body) > limit:
        raise HttpFailure("hub_too_big", "", True)
    headers = {name.lower(): value for name, value in response.getheaders()}
    return Reply(response.status, headers, body)
