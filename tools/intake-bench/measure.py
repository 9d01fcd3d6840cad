#!/usr/bin/env python3
"""Hostile intake, measured: what one `yubin serve` on the embedded spool costs for the mails
of issue 22 (items 4 and 5). Each case runs in a fresh folder, under `/usr/bin/time -v`:

  msgid     100 keyed `board` mails with a 900 KB Message-ID each: the size of the answers and
            the growth of the database (the file after the service stopped)
  spool300  one 300 MB file in spool/new (a 'help' mail with a huge body): peak RSS
  cc60k     ten 0.9 MB mails with 60,000 Cc addresses each, from ten senders: CPU
  small     one 'help' mail: the baseline of the above

    python3 tools/intake-bench/measure.py --yubin target/release/yubin msgid

Prints one line of figures per case. Needs only python3 and GNU time (/usr/bin/time).
"""

import argparse
import glob
import os
import re
import signal
import subprocess
import tempfile
import time

BOT = "bot@yubin.invalid"


def put(spool, name, raw):
    """Writes raw into spool/new through spool/tmp (the Maildir protocol)."""
    tmp = os.path.join(spool, "tmp", name)
    with open(tmp, "wb") as f:
        f.write(raw)
    os.rename(tmp, os.path.join(spool, "new", name))


def outbox(spool):
    return sorted(glob.glob(os.path.join(spool, "outbox", "*.eml")))


class Serve:
    """`yubin serve` in `folder`, under /usr/bin/time -v."""

    def __init__(self, yubin, folder):
        self.folder = folder
        self.err = open(os.path.join(folder, "serve.err"), "wb")
        self.proc = subprocess.Popen(
            ["/usr/bin/time", "-v", yubin, "serve"], cwd=folder, stderr=self.err,
            stdout=subprocess.DEVNULL)

    def wait_for(self, mails, spool, timeout=600):
        """Until new/ is empty and the outbox holds `mails` files."""
        end = time.time() + timeout
        while time.time() < end:
            if not os.listdir(os.path.join(spool, "new")) and len(outbox(spool)) >= mails:
                return
            time.sleep(0.2)
        raise SystemExit(f"timeout: {len(outbox(spool))} of {mails} mails sent")

    def stop(self):
        """SIGTERM to yubin (time's child); returns (peak RSS KiB, CPU seconds)."""
        children = subprocess.run(["pgrep", "-P", str(self.proc.pid)], capture_output=True,
                                  text=True).stdout.split()
        for c in children:
            os.kill(int(c), signal.SIGTERM)
        self.proc.wait(timeout=120)
        self.err.close()
        text = open(os.path.join(self.folder, "serve.err"), errors="replace").read()
        rss = int(re.search(r"Maximum resident set size \(kbytes\): (\d+)", text).group(1))
        user = float(re.search(r"User time \(seconds\): ([\d.]+)", text).group(1))
        sys_ = float(re.search(r"System time \(seconds\): ([\d.]+)", text).group(1))
        return rss, user + sys_


def drop(yubin, folder, sender, body, reply=False):
    args = [yubin, "mail", "drop", "--from", sender]
    if reply:
        args.append("--reply")
    subprocess.run(args, cwd=folder, input=body.encode(), check=True,
                   stdout=subprocess.DEVNULL)


def db_bytes(folder):
    return sum(os.path.getsize(p) for p in glob.glob(os.path.join(folder, "yubin.sqlite*")))


def reply_address(spool, to):
    """The Reply-To (with the game key) of the last mail to `to`."""
    for path in reversed(outbox(spool)):
        head = open(path, "rb").read().split(b"\r\n\r\n", 1)[0].decode()
        if re.search(rf"^To: .*{re.escape(to)}", head, re.M | re.I):
            m = re.search(r"^Reply-To: (.*)$", head, re.M)
            if m and "+g" in m.group(1):
                return m.group(1).strip()
    raise SystemExit(f"no keyed mail to {to}")


def case_msgid(yubin, folder, spool):
    serve = Serve(yubin, folder)
    time.sleep(1)
    drop(yubin, folder, "alice@example.org", "challenge bob@example.org chu black days=3")
    serve.wait_for(2, spool)
    drop(yubin, folder, "bob@example.org", "accept", reply=True)
    serve.wait_for(4, spool)
    key = reply_address(spool, "bob@example.org")
    before_files = len(outbox(spool))
    before_out = sum(os.path.getsize(p) for p in outbox(spool))
    before_db = db_bytes(folder)
    for n in range(100):
        mid = f"{n}-" + "x" * (900 * 1024) + "@huge.example.org"
        raw = (f"From: bob@example.org\r\nTo: {key}\r\nSubject: Re: Game 1\r\n"
               f"Message-ID: <{mid}>\r\n\r\nboard\r\n").encode()
        put(spool, f"huge{n:03}.eml", raw)
    serve.wait_for(before_files + 100, spool)
    time.sleep(1)
    rss, cpu = serve.stop()
    sizes = [os.path.getsize(p) for p in outbox(spool)[before_files:]]
    out = sum(sizes)
    print(f"msgid: 100 keyed board mails of {100 * 900 // 1024} MB in; answers: {len(sizes)}, "
          f"{out / 1e6:.2f} MB in all, largest {max(sizes) / 1e6:.3f} MB; database "
          f"+{(db_bytes(folder) - before_db) / 1e6:.2f} MB ({db_bytes(folder) / 1e6:.2f} MB); "
          f"peak RSS {rss / 1024:.0f} MB; CPU {cpu:.1f} s")


def case_spool300(yubin, folder, spool):
    line = b"0123456789abcdefghijklmnopqrstuvwxyz0123456789abcdefghijklmnopqrstuvwxyz\r\n"
    tmp = os.path.join(spool, "tmp", "big.eml")
    with open(tmp, "wb") as f:
        f.write(b"From: alice@example.org\r\nTo: " + BOT.encode() +
                b"\r\nSubject: help\r\nMessage-ID: <big@example.org>\r\n\r\nhelp\r\n")
        chunk = line * (1 << 14)
        while f.tell() < 300 << 20:
            f.write(chunk)
    size = os.path.getsize(tmp)
    os.rename(tmp, os.path.join(spool, "new", "big.eml"))
    serve = Serve(yubin, folder)
    serve.wait_for(1, spool)
    rss, cpu = serve.stop()
    print(f"spool300: one file of {size / 1e6:.0f} MB answered; peak RSS {rss / 1024:.0f} MB; "
          f"CPU {cpu:.1f} s")


def case_cc60k(yubin, folder, spool):
    cc = ", ".join(f"a{n}@x.test" for n in range(60_000))
    for n in range(10):
        raw = (f"From: s{n}@example.org\r\nTo: bot@localhost\r\nCc: {cc}\r\nSubject: help\r\n"
               f"Message-ID: <cc{n}@example.org>\r\n\r\nhelp\r\n").encode()
        put(spool, f"cc{n}.eml", raw)
    size = len(raw)
    serve = Serve(yubin, folder)
    start = time.time()
    serve.wait_for(10, spool)
    took = time.time() - start
    rss, cpu = serve.stop()
    print(f"cc60k: ten mails of {size / 1e6:.2f} MB with 60,000 Cc each answered in {took:.1f} s "
          f"of wall time; CPU {cpu:.1f} s; peak RSS {rss / 1024:.0f} MB")


def case_small(yubin, folder, spool):
    put(spool, "small.eml", b"From: alice@example.org\r\nTo: bot@localhost\r\nSubject: help\r\n"
        b"Message-ID: <small@example.org>\r\n\r\nhelp\r\n")
    serve = Serve(yubin, folder)
    serve.wait_for(1, spool)
    rss, cpu = serve.stop()
    print(f"small: one help mail; peak RSS {rss / 1024:.0f} MB; CPU {cpu:.2f} s")


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--yubin", required=True, help="the yubin binary")
    p.add_argument("cases", nargs="+", choices=["msgid", "spool300", "cc60k", "small"])
    a = p.parse_args()
    yubin = os.path.abspath(a.yubin)
    for case in a.cases:
        with tempfile.TemporaryDirectory(prefix=f"yubin-{case}-") as folder:
            spool = os.path.join(folder, "spool")
            os.mkdir(spool, mode=0o700)
            for sub in ["tmp", "new", "cur", "bad", "outbox"]:
                os.makedirs(os.path.join(spool, sub), mode=0o700)
            globals()[f"case_{case}"](yubin, folder, spool)


if __name__ == "__main__":
    main()
