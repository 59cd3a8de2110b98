"""Starts `mosaic serve --port 0` for the browser and load tests and reads the address it prints."""
import os
import subprocess
import time

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
BINARY = os.environ.get("MOSAIC_BINARY", os.path.join(ROOT, ".build", "debug", "mosaic"))


class Server:
    def __init__(self, *arguments):
        self.process = subprocess.Popen(
            [BINARY, "serve", "--port", "0", *arguments],
            cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        line = self.process.stdout.readline().strip()
        prefix = "Mosaic playground: "
        if not line.startswith(prefix):
            self.stop()
            raise RuntimeError("mosaic serve printed %r" % line)
        self.url = line[len(prefix):]
        self.port = int(self.url.rstrip("/").rsplit(":", 1)[1])

    def rss_kib(self):
        with open("/proc/%d/status" % self.process.pid) as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
        return 0

    def stop(self):
        self.process.terminate()
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()


def percentile(samples, fraction):
    ordered = sorted(samples)
    if not ordered:
        return float("nan")
    index = min(len(ordered) - 1, max(0, int(round(fraction * (len(ordered) - 1)))))
    return ordered[index]


def wait_until(predicate, timeout=10.0, step=0.05):
    deadline = time.time() + timeout
    while time.time() < deadline:
        value = predicate()
        if value:
            return value
        time.sleep(step)
    return predicate()
