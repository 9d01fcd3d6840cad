#!/usr/bin/env python3
"""End-to-end smoke test of a running mailstack instance (stdlib only).

usage: python3 mailstack-selftest.py DIR      (DIR as given to `mailstack.sh start DIR`)

Checks: SMTP (plain, STARTTLS+AUTH on submission, implicit TLS), IMAP (plain,
STARTTLS, IMAPS) with the instance CA, IDLE push latency, plus-addressing,
catch-all for foreign domains, RCPT rejection of unknown local users, and a
multipart/alternative message surviving the trip byte-for-byte in its parts.
Prints "N passed, 0 failed" and exits non-zero on the first failure.
"""
import email
import email.policy
import imaplib
import os
import re
import smtplib
import socket
import ssl
import sys
import time
import uuid
from email.message import EmailMessage

passed = 0


def ok(name, t0=None):
    global passed
    passed += 1
    extra = f" ({(time.monotonic() - t0) * 1000:.0f} ms)" if t0 else ""
    print(f"ok   {name}{extra}", flush=True)


def load_env(d):
    env = {}
    for line in open(os.path.join(d, "env")):
        m = re.match(r"export (\w+)='?([^'\s]*)'?", line)
        if m:
            env[m.group(1)] = m.group(2)
    return env


E = load_env(sys.argv[1])
H = E["MAILSTACK_HOST"]
CTX = ssl.create_default_context(cafile=E["MAILSTACK_CA_CERT"])
CTX.check_hostname = True  # cert has SAN localhost + IP 127.0.0.1


def imap_login(user, pw, mode="plain"):
    if mode == "imaps":
        c = imaplib.IMAP4_SSL(H, int(E["MAILSTACK_IMAPS_PORT"]), ssl_context=CTX)
    else:
        c = imaplib.IMAP4(H, int(E["MAILSTACK_IMAP_PORT"]))
        if mode == "starttls":
            c.starttls(ssl_context=CTX)
    c.login(user, pw)
    return c


def make_msg(frm, to, subject):
    m = EmailMessage()
    m["From"] = frm
    m["To"] = to
    m["Subject"] = subject
    m["Message-ID"] = f"<{uuid.uuid4()}@example.test>"
    m.set_content("move e2e4\n")
    return m


def wait_for(user, pw, needle, timeout=10):
    """Poll (SEARCH HEADER Subject) until a message with `needle` is there."""
    deadline = time.monotonic() + timeout
    c = imap_login(user, pw)
    try:
        while time.monotonic() < deadline:
            c.select("INBOX")
            typ, data = c.search(None, "HEADER", "Subject", f'"{needle}"')
            if data[0]:
                num = data[0].split()[-1]
                typ, msg = c.fetch(num, "(RFC822)")
                return msg[0][1]
            time.sleep(0.05)
    finally:
        c.logout()
    raise AssertionError(f"{needle!r} not delivered to {user} in {timeout}s")


BOT, BOTPW = E["MAILSTACK_BOT_USER"], E["MAILSTACK_BOT_PASS"]
ALICE, ALICEPW = E["MAILSTACK_ALICE_USER"], E["MAILSTACK_ALICE_PASS"]

# 1. plain SMTP, no auth, alice -> bot
tag = uuid.uuid4().hex[:8]
t0 = time.monotonic()
with smtplib.SMTP(H, int(E["MAILSTACK_SMTP_PORT"]), local_hostname="client.test") as s:
    s.send_message(make_msg(ALICE, BOT, f"plain {tag}"))
raw = wait_for(BOT, BOTPW, f"plain {tag}")
ok("smtp plain -> imap plain", t0)

# 2. submission: STARTTLS + AUTH PLAIN as alice; and unauthenticated is refused
tag = uuid.uuid4().hex[:8]
t0 = time.monotonic()
with smtplib.SMTP(H, int(E["MAILSTACK_SUBMISSION_PORT"])) as s:
    s.starttls(context=CTX)
    s.login(ALICE, ALICEPW)
    s.send_message(make_msg(ALICE, BOT, f"subm {tag}"))
wait_for(BOT, BOTPW, f"subm {tag}")
ok("submission STARTTLS+AUTH", t0)
try:
    with smtplib.SMTP(H, int(E["MAILSTACK_SUBMISSION_PORT"])) as s:
        s.send_message(make_msg(ALICE, BOT, "noauth"))
    raise AssertionError("unauthenticated submission accepted")
except smtplib.SMTPRecipientsRefused:
    ok("submission refuses unauthenticated mail")

# 3. submissions (implicit TLS) + AUTH LOGIN-less PLAIN, bot -> alice
tag = uuid.uuid4().hex[:8]
t0 = time.monotonic()
with smtplib.SMTP_SSL(H, int(E["MAILSTACK_SUBMISSIONS_PORT"]), context=CTX) as s:
    s.login(BOT, BOTPW)
    s.send_message(make_msg(BOT, ALICE, f"subms {tag}"))
wait_for(ALICE, ALICEPW, f"subms {tag}")
ok("submissions implicit TLS", t0)

# 4. IMAP STARTTLS and IMAPS logins
for mode in ("starttls", "imaps"):
    c = imap_login(BOT, BOTPW, mode)
    assert c.select("INBOX")[0] == "OK"
    c.logout()
    ok(f"imap {mode}")

# 5. wrong password is refused
try:
    imap_login(BOT, "wrong")
    raise AssertionError("bad password accepted")
except imaplib.IMAP4.error:
    ok("imap bad password refused")

# 6. unknown local user refused at RCPT time
try:
    with smtplib.SMTP(H, int(E["MAILSTACK_SMTP_PORT"])) as s:
        s.send_message(make_msg(ALICE, "nobody@" + E["MAILSTACK_DOMAIN"], "x"))
    raise AssertionError("unknown user accepted")
except smtplib.SMTPRecipientsRefused as e:
    code = list(e.recipients.values())[0][0]
    assert code == 550, e
    ok("unknown local recipient -> 550")

# 7. plus addressing: bot+game42@ lands in bot's INBOX
tag = uuid.uuid4().hex[:8]
with smtplib.SMTP(H, int(E["MAILSTACK_SMTP_PORT"])) as s:
    s.send_message(make_msg(ALICE, BOT.replace("@", "+game42@"), f"plus {tag}"))
raw = wait_for(BOT, BOTPW, f"plus {tag}")
hdrs = email.message_from_bytes(raw, policy=email.policy.default)
assert "bot+game42@" in hdrs["Delivered-To"], hdrs["Delivered-To"]
ok("plus addressing (Delivered-To: %s)" % hdrs["Delivered-To"])

# 8. foreign domain -> catchall
tag = uuid.uuid4().hex[:8]
with smtplib.SMTP(H, int(E["MAILSTACK_SMTP_PORT"])) as s:
    s.send_message(make_msg(BOT, "player@elsewhere.example", f"foreign {tag}"))
raw = wait_for(E["MAILSTACK_CATCHALL_USER"], E["MAILSTACK_CATCHALL_PASS"], f"foreign {tag}")
ok("foreign domain -> catchall mailbox")

# 9. IDLE: push notification latency (imaplib has no idle() before 3.14)
c = imap_login(BOT, BOTPW)
c.select("INBOX")
t = c._new_tag().decode()
c.send(f"{t} IDLE\r\n".encode())
assert c.readline().startswith(b"+"), "no IDLE continuation"
tag = uuid.uuid4().hex[:8]
t0 = time.monotonic()
with smtplib.SMTP(H, int(E["MAILSTACK_SMTP_PORT"])) as s:
    s.send_message(make_msg(ALICE, BOT, f"idle {tag}"))
t_sent = time.monotonic()
c.sock.settimeout(10)
line = c.readline()
t1 = time.monotonic()
assert re.match(rb"\* \d+ EXISTS", line), line
c.send(b"DONE\r\n")
while not c.readline().startswith(t.encode()):
    pass
print(f"     IDLE: SMTP session {1000 * (t_sent - t0):.0f} ms, "
      f"push arrived {1000 * (t1 - t0):.0f} ms after connect ({line.strip().decode()})")
ok("IDLE push")
c.logout()

# 10. multipart/alternative with inline CSS survives the trip
tag = uuid.uuid4().hex[:8]
html = ('<html><head><style>td{border:1px solid #000}</style></head><body>'
        '<table style="border-collapse:collapse"><tr><td style="color:#c00;'
        'font-family:monospace">&#9820;</td><td>e4</td></tr></table>'
        '<p style="margin:0 0 1em 0">' + "x" * 1200 + '</p></body></html>\n')
m = make_msg(ALICE, BOT, f"alt {tag}")
m.set_content("Board:\n r . e4\n" + "y" * 1200 + "\n")
m.add_alternative(html, subtype="html")
with smtplib.SMTP(H, int(E["MAILSTACK_SMTP_PORT"])) as s:
    s.send_message(m)
raw = wait_for(BOT, BOTPW, f"alt {tag}")
# IMAP hands out CRLF line ends; Python's email keeps them in decoded parts
got = email.message_from_bytes(raw.replace(b"\r\n", b"\n"), policy=email.policy.default)
assert got.get_content_type() == "multipart/alternative"
assert got.get_body(("html",)).get_content() == html
assert got.get_body(("plain",)).get_content().startswith("Board:")
ok("multipart/alternative + inline CSS intact")

print(f"{passed} passed, 0 failed")
