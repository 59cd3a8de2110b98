"""A bounded load test of `mosaic serve` over loopback, and its WebSocket contract end to end.

ROUNDS rounds of CLIENTS concurrent clients, each sending MESSAGES messages (a document load,
window queries while scrolling, a drag with moves and auto-scroll ticks, a batch, hit-tests, and a
malformed message that must be answered with an error frame on a connection that lives on); one
client in four disconnects in the middle of a drag. The server's resident memory is read after
every round. Before the load, malformed traffic: bytes that are not HTTP must get 400 and a closed
socket, and a text frame that is not UTF-8 a close with 1007. Prints the figures and ends with
`load: N passed, M failed`.
"""
import json
import os
import socket
import struct
import sys
import threading
import time

import websocket

from server import ROOT, Server, percentile

ROUNDS = int(os.environ.get("LOAD_ROUNDS", "6"))
CLIENTS = int(os.environ.get("LOAD_CLIENTS", "32"))
MESSAGES = int(os.environ.get("LOAD_MESSAGES", "80"))

with open(os.path.join(ROOT, "Examples", "flow-sticky.json")) as f:
    STICKY = f.read()
FEED = json.dumps({
    "layout": {"strategy": "flow", "options": {"itemSize": {"width": 120, "height": 60}}},
    "viewport": {"width": 390, "height": 600}, "data": {"sections": [{"items": 20000}, {"items": 50}]}})


class Client:
    def __init__(self, url):
        self.socket = websocket.create_connection(url.replace("http://", "ws://") + "ws", timeout=30)
        self.next = 1
        self.latencies = []

    def send(self, message):
        message = dict(message, id=self.next)
        self.next += 1
        started = time.perf_counter()
        self.socket.send(json.dumps(message))
        reply = json.loads(self.socket.recv())
        self.latencies.append(time.perf_counter() - started)
        if reply.get("id") != message["id"]:
            raise AssertionError("reply %r does not pair with %r" % (reply.get("id"), message["id"]))
        return reply

    def expect_state(self, message):
        reply = self.send(message)
        if reply["type"] != "state":
            raise AssertionError("%s answered %s" % (message["op"], reply))
        return reply

    def close(self):
        self.socket.close()


def session(url, index, results):
    errors, latencies, sent = [], [], 0
    try:
        client = Client(url)
        loaded = client.expect_state({"op": "load", "text": FEED if index % 2 else STICKY})
        sent += 1
        # Scroll positions within the content, so a drag always starts on a cell.
        reach = max(1, int(loaded["contentSize"]["height"]) - 600)
        dropped = index % 4 == 3
        y = 0
        while sent < MESSAGES:
            phase = sent % 20
            if phase == 5:
                bad = client.send({"op": "dragMove", "point": {"x": "left"}})
                if bad["type"] != "error" or bad["path"] != "point.x":
                    raise AssertionError("malformed message answered %s" % bad)
            elif phase == 6:
                # At the top of the content: a cell is under (60, 120) in both documents.
                client.expect_state({"op": "query", "rect": {"x": 0, "y": -300, "width": 390, "height": 1200},
                                     "offset": {"x": 0, "y": 0}})
                client.expect_state({"op": "dragBegin", "point": {"x": 60, "y": 120}})
                sent += 1
            elif phase in (7, 8, 9, 10):
                client.expect_state({"op": "dragMove", "point": {"x": 60 + 40 * (phase - 6), "y": 200 + 30 * phase}})
            elif phase == 11:
                client.expect_state({"op": "tick", "count": 3})
            elif phase == 12:
                if dropped and sent > MESSAGES // 2:
                    # Leaves mid-drag without a close handshake: the server drops the session.
                    client.socket.shutdown()
                    break
                client.expect_state({"op": "dragEnd"})
            elif phase == 13:
                client.expect_state({"op": "batch", "insertItems": [[0, 0]], "deleteItems": [[0, 3]]})
            elif phase == 14:
                hit = client.send({"op": "hit", "point": {"x": 50, "y": y + 50}})
                if hit["type"] != "hit":
                    raise AssertionError("hit answered %s" % hit)
            else:
                y = (y + 173) % reach
                client.expect_state({"op": "query", "rect": {"x": 0, "y": y - 300, "width": 390, "height": 1200},
                                     "offset": {"x": 0, "y": y}})
            sent += 1
        latencies = client.latencies
        if client.socket.connected:
            client.close()
    except Exception as error:  # any failure is counted, never raised
        errors.append("client %d: %r" % (index, error))
    results.append((sent, errors, latencies))


def round_of_clients(url):
    results = []
    threads = [threading.Thread(target=session, args=(url, i, results)) for i in range(CLIENTS)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=120)
    return results


def check_contract(url):
    """The WebSocket contract end to end: errors as frames, limits, the connection living on."""
    client = Client(url)
    reply = client.send({"op": "query", "rect": {"x": 0, "y": 0, "width": 1, "height": 1}})
    assert reply["type"] == "error" and reply["path"] == "op", reply
    client.socket.send("{not json")
    reply = json.loads(client.socket.recv())
    assert reply["type"] == "error" and "line 1" in reply["message"], reply
    big = "x" * (4 * 1024 * 1024 + 1)
    reply = client.send({"op": "load", "text": big})
    assert reply["type"] == "error" and reply["path"] == "text" and "limit is 4194304" in reply["message"], reply
    assert client.expect_state({"op": "load", "text": STICKY})["document"]["itemCounts"] == [12, 7, 15]
    client.close()


def open_descriptors(server):
    return len(os.listdir("/proc/%d/fd" % server.process.pid))


def check_malformed_traffic(server):
    """Bytes that are not HTTP get 400 and a closed socket (300 of them leave no descriptor held);
    a text frame that is not UTF-8 closes its WebSocket with 1007."""
    host, port = "127.0.0.1", server.port
    before = open_descriptors(server)
    for number in range(300):
        payload = [b"GARBAGE \x01\x02 HTTP/9\r\n\r\n", b"\x16\x03\x01\x00\x05hello",
                   b"GET / HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n"][number % 3]
        connection = socket.create_connection((host, port), timeout=10)
        connection.sendall(payload)
        answer = b""
        while True:
            chunk = connection.recv(4096)  # a timeout here is a socket held open: a failure
            if not chunk:
                break
            answer += chunk
        connection.close()
        assert answer.startswith(b"HTTP/1.1 400 Bad Request\r\n"), (payload, answer[:80])
    time.sleep(0.5)
    held = open_descriptors(server) - before
    assert held < 10, "%d descriptors held after 300 malformed requests" % held
    client = Client(server.url)
    client.socket.send(b"\xff\xfe{}", opcode=websocket.ABNF.OPCODE_TEXT)
    opcode, frame = client.socket.recv_data_frame(True)
    assert opcode == websocket.ABNF.OPCODE_CLOSE, (opcode, frame.data)
    code = struct.unpack(">H", frame.data[:2])[0]
    assert code == 1007, code
    return held


def main():
    server = Server()
    passed, failed = 0, 0
    try:
        try:
            held = check_malformed_traffic(server)
            passed += 1
            print("✔ malformed traffic: 300 non-HTTP requests answered 400 and closed (%+d descriptors), "
                  "invalid UTF-8 closed with 1007" % held)
        except Exception as error:
            failed += 1
            print("✘ malformed traffic: %r" % error)
        try:
            check_contract(server.url)
            passed += 1
            print("✔ the WebSocket contract: error frames, the document limit, the connection lives on")
        except Exception as error:
            failed += 1
            print("✘ the WebSocket contract: %r" % error)
        started = time.time()
        rss, total, errors, latencies = [], 0, [], []
        for number in range(ROUNDS):
            for sent, round_errors, round_latencies in round_of_clients(server.url):
                total += sent
                errors += round_errors
                latencies += round_latencies
            rss.append(server.rss_kib())
        elapsed = time.time() - started
        print("  load: %d rounds × %d clients × %d messages: %d messages in %.1f s (%.0f/s), %d errors"
              % (ROUNDS, CLIENTS, MESSAGES, total, elapsed, total / elapsed, len(errors)))
        print("  load: reply latency p50 %.2f ms, p99 %.2f ms"
              % (1000 * percentile(latencies, 0.5), 1000 * percentile(latencies, 0.99)))
        print("  load: server RSS after each round (MiB): %s" % ", ".join("%.1f" % (k / 1024) for k in rss))
        for error in errors[:5]:
            print("    " + error)
        growth = (rss[-1] - rss[1]) / 1024 if len(rss) > 1 else 0
        if errors:
            failed += 1
            print("✘ no client saw an error")
        else:
            passed += 1
            print("✔ no client saw an error")
        # Flat: after the first round has warmed the allocator, later rounds add under 16 MiB.
        if growth < 16:
            passed += 1
            print("✔ memory flat: %+.1f MiB from round 2 to round %d" % (growth, ROUNDS))
        else:
            failed += 1
            print("✘ memory grew by %.1f MiB from round 2 to round %d" % (growth, ROUNDS))
    finally:
        server.stop()
    print("load: %d passed, %d failed" % (passed, failed))
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
