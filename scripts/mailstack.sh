#!/usr/bin/env bash
# mailstack.sh - a real, throwaway mail stack on 127.0.0.1 for tests.
#
#   Postfix (SMTP, submission, submissions)  --LMTP-->  Dovecot (IMAP/IMAPS + LMTP)
#
# Everything an instance needs lives under one directory, so several instances
# can run side by side (each picks its own free ports). No systemd, no syslog,
# nothing under /etc is written by `start`. Needs root (the Postfix master
# process must start as root; Dovecot/Postfix drop privileges themselves).
#
#   mailstack.sh install            apt-get install the Debian packages (idempotent)
#   mailstack.sh start DIR          create DIR, write configs, start, wait until ready
#   mailstack.sh stop DIR           stop the instance (files are kept; rm -rf DIR yourself)
#   mailstack.sh env DIR            print ports/credentials as shell `export` lines
#   mailstack.sh status DIR         exit 0 if both servers of DIR are running
#   mailstack.sh adduser DIR LOCALPART PASSWORD   add a mailbox on the fly
#   mailstack.sh selftest DIR       run mailstack-selftest.py (stdlib python3) against DIR
#
# Environment knobs for `start`:
#   MAILSTACK_BASE_PORT  first of 6 consecutive ports (default: random free block)
#   MAILSTACK_DOMAIN     mail domain (default example.test)
#   MAILSTACK_USERS      "local:password ..." (default "bot:botpass alice:alicepass bob:bobpass")
#                        a "catchall" mailbox is always added; mail to any other
#                        domain is rewritten to it (nothing ever leaves the machine)
set -euo pipefail

PROG=${0##*/}
die() { echo "$PROG: $*" >&2; exit 1; }
log() { echo "$PROG: $*" >&2; }

need_root() { [ "$(id -u)" = 0 ] || die "must run as root (Postfix's master needs it)"; }

PKGS="dovecot-imapd dovecot-lmtpd postfix openssl"

cmd_install() {
    need_root
    local missing=""
    for p in $PKGS; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing="$missing $p"
    done
    if [ -z "$missing" ]; then log "packages already installed"; return 0; fi
    # No prompt, and no system-wide Postfix configuration (we bring our own).
    echo "postfix postfix/main_mailer_type select No configuration" | debconf-set-selections
    # Keep the packages' maintainer scripts from starting the system-wide daemons
    # (containers usually already have this file; create it only for the install).
    local made_policy=""
    if [ ! -e /usr/sbin/policy-rc.d ]; then
        printf '#!/bin/sh\nexit 101\n' > /usr/sbin/policy-rc.d
        chmod 755 /usr/sbin/policy-rc.d
        made_policy=1
    fi
    local rc=0
    # Always refresh the lists first: stale lists on an old image can point at
    # superseded (deleted) security-update versions and make the install 404.
    apt-get update -q || rc=$?
    if [ $rc = 0 ]; then
        DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends \
            -o Dpkg::Options::=--force-confdef -o Dpkg::Options::=--force-confold $missing || rc=$?
    fi
    [ -n "$made_policy" ] && rm -f /usr/sbin/policy-rc.d
    [ $rc = 0 ] || die "apt-get failed ($rc)"
}

# ---------------------------------------------------------------- helpers
port_busy() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

pick_base_port() {
    local base i ok _try
    if [ -n "${MAILSTACK_BASE_PORT:-}" ]; then
        base=$MAILSTACK_BASE_PORT
        for i in 0 1 2 3 4 5; do port_busy $((base + i)) && die "port $((base + i)) is in use"; done
        echo "$base"; return
    fi
    for _try in $(seq 1 50); do
        base=$(( 20000 + (RANDOM % 4000) * 10 ))
        ok=1
        for i in 0 1 2 3 4 5; do port_busy $((base + i)) && { ok=""; break; }; done
        [ -n "$ok" ] && { echo "$base"; return; }
    done
    die "could not find 6 free consecutive ports"
}

wait_port() { # port timeout_s
    local deadline=$(( $(date +%s) + $2 ))
    until port_busy "$1"; do
        [ "$(date +%s)" -lt "$deadline" ] || return 1
        sleep 0.05
    done
}

can_traverse() { # user dir
    setpriv --reuid="$1" --regid="$(id -g "$1")" --clear-groups test -x "$2" 2>/dev/null
}

abspath() { case $1 in /*) echo "$1";; *) echo "$PWD/$1";; esac; }

load_env() {
    DIR=$(abspath "${1:?missing DIR}")
    [ -f "$DIR/env" ] || die "$DIR/env not found (not started?)"
    # shellcheck disable=SC1091
    . "$DIR/env"
}

# ---------------------------------------------------------------- start
cmd_start() {
    need_root
    DIR=$(abspath "${1:?usage: $PROG start DIR}")
    command -v dovecot >/dev/null && command -v postfix >/dev/null || die "not installed: run '$PROG install'"
    # The generated dovecot.conf uses 2.3 syntax (Debian 12); 2.4 (Debian 13) renamed most settings.
    case "$(dovecot --version)" in 2.3.*) ;; *) die "needs Dovecot 2.3.x, found $(dovecot --version)";; esac
    if [ -f "$DIR/env" ] && cmd_status "$DIR" >/dev/null 2>&1; then die "$DIR is already running"; fi
    mkdir -p "$DIR"
    chmod 755 "$DIR"

    local t0; t0=$(date +%s.%N)
    local domain=${MAILSTACK_DOMAIN:-example.test}
    local users=${MAILSTACK_USERS:-"bot:botpass alice:alicepass bob:bobpass"}
    users="$users catchall:catchallpass"

    # Mail is stored as uid/gid `mail` (Dovecot never stores mail as root).
    local muid mgid; muid=$(id -u mail); mgid=$(id -g mail)

    # Sockets and spool must be reachable by the unprivileged postfix/mail/dovenull
    # users, and unix socket paths must stay short (< 108 bytes): if DIR is not
    # suitable, keep the runtime part under /tmp and link it from DIR/run.
    local run="$DIR/run"
    if [ -L "$run" ]; then      # leftover from an instance that was never stopped
        local old; old=$(readlink "$run")
        case $old in /tmp/mailstack.*) rm -rf "$old";; esac
    fi
    rm -rf "$run"               # every start begins with empty mailboxes and queue
    if [ ${#DIR} -gt 60 ] || ! can_traverse postfix "$DIR" || ! can_traverse mail "$DIR"; then
        local rt; rt=$(mktemp -d /tmp/mailstack.XXXXXX)
        chmod 755 "$rt"
        ln -s "$rt" "$run"
        run=$rt
    else
        mkdir -p "$run"
    fi

    local base; base=$(pick_base_port)
    local smtp=$base subm=$((base + 1)) subms=$((base + 2)) imap=$((base + 3)) imaps=$((base + 4)) lmtp=$((base + 5))

    mkdir -p "$DIR/etc/postfix" "$DIR/log" "$DIR/tls" "$run/dovecot" "$run/dovecot-state" \
             "$run/mail" "$run/postfix-spool" "$run/postfix-data"
    chown mail:mail "$run/mail"; chmod 700 "$run/mail"
    chown postfix:postfix "$run/postfix-data"

    # ---- TLS: a throwaway CA and a server cert for localhost/127.0.0.1/mail.$domain
    (
        cd "$DIR/tls"
        openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes \
            -keyout ca.key -out ca.pem -days 3650 -subj "/CN=mailstack test CA" \
            -addext basicConstraints=critical,CA:TRUE -addext keyUsage=critical,keyCertSign,cRLSign 2>/dev/null
        openssl req -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes \
            -keyout server.key -out server.csr -subj "/CN=localhost" 2>/dev/null
        printf 'basicConstraints=critical,CA:FALSE\nkeyUsage=critical,digitalSignature\nextendedKeyUsage=serverAuth\nsubjectAltName=DNS:localhost,DNS:mail.%s,IP:127.0.0.1\n' "$domain" > server.ext
        openssl x509 -req -in server.csr -CA ca.pem -CAkey ca.key -CAcreateserial \
            -out server.pem -days 3650 -extfile server.ext 2>/dev/null
        rm -f server.csr server.ext ca.srl
        chmod 644 ca.pem server.pem; chmod 600 ca.key server.key
    )

    # ---- users (Dovecot passwd-file, read by the unprivileged auth process, so it
    # lives under $run; Dovecot re-reads it automatically when it changes)
    : > "$run/users"
    : > "$DIR/etc/postfix/vmailbox"
    local u
    for u in $users; do
        printf '%s@%s:{PLAIN}%s::::::\n' "${u%%:*}" "$domain" "${u#*:}" >> "$run/users"
        printf '%s@%s OK\n' "${u%%:*}" "$domain" >> "$DIR/etc/postfix/vmailbox"
    done
    chmod 644 "$run/users"

    local id; id=$(basename "$DIR" | tr -c 'A-Za-z0-9_\n-' _)
    # ---- Dovecot
    cat > "$DIR/etc/dovecot.conf" <<EOF
# generated by mailstack.sh
instance_name = mailstack-$id-$base
base_dir = $run/dovecot
state_dir = $run/dovecot-state
log_path = $DIR/log/dovecot.log
log_timestamp = "%Y-%m-%d %H:%M:%S "
protocols = imap lmtp
listen = 127.0.0.1
hostname = mail.$domain
default_login_user = dovenull
default_internal_user = dovecot
first_valid_uid = $muid
first_valid_gid = $mgid
mail_location = maildir:~/Maildir
mail_fsync = never
disable_plaintext_auth = no
auth_mechanisms = plain login
auth_verbose = yes
auth_failure_delay = 0
ssl = yes
ssl_cert = <$DIR/tls/server.pem
ssl_key = <$DIR/tls/server.key
ssl_min_protocol = TLSv1.2
recipient_delimiter = +
lmtp_save_to_detail_mailbox = no
postmaster_address = postmaster@$domain

namespace inbox {
  inbox = yes
  separator = /
  mailbox Drafts {
    special_use = \\Drafts
    auto = subscribe
  }
  mailbox Sent {
    special_use = \\Sent
    auto = subscribe
  }
  mailbox Trash {
    special_use = \\Trash
    auto = subscribe
  }
  mailbox Junk {
    special_use = \\Junk
    auto = subscribe
  }
  mailbox Archive {
    special_use = \\Archive
    auto = subscribe
  }
}

passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u $run/users
}
userdb {
  driver = passwd-file
  args = username_format=%u $run/users
  default_fields = uid=$muid gid=$mgid home=$run/mail/%d/%n
}

service imap-login {
  inet_listener imap {
    address = 127.0.0.1
    port = $imap
  }
  inet_listener imaps {
    address = 127.0.0.1
    port = $imaps
    ssl = yes
  }
}
service lmtp {
  inet_listener lmtp {
    address = 127.0.0.1
    port = $lmtp
  }
}
service auth {
  unix_listener auth-postfix {
    mode = 0666
  }
}
# no per-IP auth penalty: a test that checks a wrong password must not slow
# down every later login from 127.0.0.1 (penalty starts at 2 s, grows to 15 s)
service anvil {
  unix_listener anvil-auth-penalty {
    mode = 0
  }
}
protocol imap {
  mail_max_userip_connections = 1000
}
EOF

    # ---- Postfix
    cat > "$DIR/etc/postfix/main.cf" <<EOF
# generated by mailstack.sh
compatibility_level = 3.6
queue_directory = $run/postfix-spool
data_directory = $run/postfix-data
mail_owner = postfix
setgid_group = postdrop
maillog_file = $DIR/log/postfix.log
maillog_file_prefixes = $DIR/log
myhostname = mail.$domain
mydomain = $domain
myorigin = $domain
mydestination =
local_transport = error:local delivery is disabled
alias_maps =
alias_database =
inet_interfaces = 127.0.0.1
inet_protocols = ipv4
mynetworks = 127.0.0.0/8
smtpd_banner = \$myhostname ESMTP mailstack
smtpd_peername_lookup = no
biff = no
append_dot_mydomain = no
recipient_delimiter = +
virtual_mailbox_domains = $domain
virtual_mailbox_maps = texthash:$DIR/etc/postfix/vmailbox
virtual_alias_maps = regexp:$DIR/etc/postfix/catchall.regexp
virtual_alias_domains =
virtual_transport = lmtp:inet:127.0.0.1:$lmtp
default_transport = error:mailstack never delivers outside $domain
relay_transport = error:mailstack never delivers outside $domain
smtpd_sasl_auth_enable = yes
smtpd_sasl_type = dovecot
smtpd_sasl_path = $run/dovecot/auth-postfix
smtpd_tls_cert_file = $DIR/tls/server.pem
smtpd_tls_key_file = $DIR/tls/server.key
smtpd_tls_security_level = may
smtpd_tls_auth_only = no
smtpd_relay_restrictions = permit_mynetworks permit_sasl_authenticated reject_unauth_destination
smtp_tls_security_level = none
lmtp_tls_security_level = none
delay_warning_time = 0
queue_run_delay = 5s
minimal_backoff_time = 5s
maximal_backoff_time = 10s
EOF
    printf 'if !/@%s$/\n/^(.*)$/ catchall@%s\nendif\n' "${domain//./\\.}" "$domain" > "$DIR/etc/postfix/catchall.regexp"

    cat > "$DIR/etc/postfix/master.cf" <<EOF
# generated by mailstack.sh; no chroot anywhere
127.0.0.1:$smtp inet n - n - - smtpd
127.0.0.1:$subm inet n - n - - smtpd
  -o syslog_name=postfix/submission
  -o smtpd_client_restrictions=permit_sasl_authenticated,reject
  -o smtpd_relay_restrictions=permit_sasl_authenticated,reject
127.0.0.1:$subms inet n - n - - smtpd
  -o syslog_name=postfix/submissions
  -o smtpd_tls_wrappermode=yes
  -o smtpd_client_restrictions=permit_sasl_authenticated,reject
  -o smtpd_relay_restrictions=permit_sasl_authenticated,reject
pickup     unix  n - n 60   1 pickup
cleanup    unix  n - n -    0 cleanup
qmgr       unix  n - n 300  1 qmgr
tlsmgr     unix  - - n 1000? 1 tlsmgr
rewrite    unix  - - n -    - trivial-rewrite
bounce     unix  - - n -    0 bounce
defer      unix  - - n -    0 bounce
trace      unix  - - n -    0 bounce
verify     unix  - - n -    1 verify
flush      unix  n - n 1000? 0 flush
proxymap   unix  - - n -    - proxymap
proxywrite unix  - - n -    1 proxymap
smtp       unix  - - n -    - smtp
relay      unix  - - n -    - smtp
showq      unix  n - n -    - showq
error      unix  - - n -    - error
retry      unix  - - n -    - error
discard    unix  - - n -    - discard
local      unix  - n n -    - local
virtual    unix  - n n -    - virtual
lmtp       unix  - - n -    - lmtp
anvil      unix  - - n -    1 anvil
scache     unix  - - n -    1 scache
postlog    unix-dgram n - n - 1 postlogd
EOF

    # ---- env file
    {
        echo "# mailstack instance $DIR"
        echo "export MAILSTACK_DIR='$DIR'"
        echo "export MAILSTACK_RUN='$run'"
        echo "export MAILSTACK_HOST=127.0.0.1"
        echo "export MAILSTACK_DOMAIN='$domain'"
        echo "# SMTP: no auth needed from loopback (like an MX); STARTTLS and AUTH offered"
        echo "export MAILSTACK_SMTP_PORT=$smtp"
        echo "# SMTP submission: AUTH required, STARTTLS offered (not required)"
        echo "export MAILSTACK_SUBMISSION_PORT=$subm"
        echo "# SMTP submission over implicit TLS, AUTH required"
        echo "export MAILSTACK_SUBMISSIONS_PORT=$subms"
        echo "# IMAP: plain LOGIN allowed, STARTTLS offered; IDLE supported"
        echo "export MAILSTACK_IMAP_PORT=$imap"
        echo "# IMAP over implicit TLS"
        echo "export MAILSTACK_IMAPS_PORT=$imaps"
        echo "# Dovecot LMTP (direct delivery into mailboxes, bypasses Postfix)"
        echo "export MAILSTACK_LMTP_PORT=$lmtp"
        echo "# trust anchor for the TLS ports (server cert: localhost, 127.0.0.1, mail.$domain)"
        echo "export MAILSTACK_CA_CERT='$DIR/tls/ca.pem'"
        for u in $users; do
            local up; up=$(echo "${u%%:*}" | tr 'a-z' 'A-Z' | tr -c 'A-Z0-9\n' _)
            echo "export MAILSTACK_${up}_USER='${u%%:*}@$domain'"
            echo "export MAILSTACK_${up}_PASS='${u#*:}'"
        done
    } > "$DIR/env"

    # Postfix refuses to read a config/map file modified in the last ~2 seconds
    # (it sleeps until the file "settles"): back-date what we just wrote.
    touch -d "@$(( $(date +%s) - 10 ))" "$DIR"/etc/postfix/*

    # ---- go
    : > "$DIR/log/dovecot.log"
    # if anything below fails, do not leave half an instance running
    trap 'cmd_stop "$DIR" >/dev/null 2>&1 || true' EXIT
    # daemons must not inherit our stdout/stderr (callers reading them would hang)
    dovecot -c "$DIR/etc/dovecot.conf" </dev/null >>"$DIR/log/dovecot-start.log" 2>&1 \
        || { cat "$DIR/log/dovecot-start.log" >&2; tail -20 "$DIR/log/dovecot.log" >&2; die "dovecot failed to start"; }
    postfix -c "$DIR/etc/postfix" start </dev/null >"$DIR/log/postfix-start.log" 2>&1 \
        || { cat "$DIR/log/postfix-start.log" >&2; tail -20 "$DIR/log/postfix.log" >&2 2>/dev/null || true
             # Postfix prints early fatal errors only to syslog, or to stderr if it is a tty
             script -qec "postfix -c '$DIR/etc/postfix' check" /dev/null </dev/null | tr -d '\r' >&2 || true
             die "postfix failed to start"; }
    local p
    for p in $smtp $subm $subms $imap $imaps $lmtp; do
        wait_port "$p" 20 || die "port $p did not open (see $DIR/log)"
    done
    trap - EXIT
    local t1; t1=$(date +%s.%N)
    log "started in $(awk "BEGIN{printf \"%.2f\", $t1 - $t0}")s: SMTP $smtp, IMAP $imap (env: $PROG env $DIR)"
}

# ---------------------------------------------------------------- stop/status
master_pids() { # prints "dovecot_pid postfix_pid" (empty if unknown)
    local run; run=$(readlink -f "$DIR/run" 2>/dev/null || true)
    local dp="" pp=""
    [ -n "$run" ] && [ -f "$run/dovecot/master.pid" ] && dp=$(cat "$run/dovecot/master.pid")
    [ -n "$run" ] && [ -f "$run/postfix-spool/pid/master.pid" ] && pp=$(tr -d ' ' < "$run/postfix-spool/pid/master.pid")
    echo "$dp" "$pp"
}

# running = exists and is not a zombie (some container inits reap orphans late)
alive() {
    [ -n "$1" ] && kill -0 "$1" 2>/dev/null || return 1
    local st; st=$(awk '{print $3}' "/proc/$1/stat" 2>/dev/null || echo X)
    [ "$st" != Z ] && [ "$st" != X ]
}

cmd_status() {
    DIR=$(abspath "${1:?usage: $PROG status DIR}")
    local dp pp; read -r dp pp < <(master_pids)
    local ok=0
    if alive "$dp"; then echo "dovecot running (pid $dp)"; else echo "dovecot not running"; ok=1; fi
    if alive "$pp"; then echo "postfix running (pid $pp)"; else echo "postfix not running"; ok=1; fi
    return $ok
}

cmd_stop() {
    need_root
    DIR=$(abspath "${1:?usage: $PROG stop DIR}")
    [ -d "$DIR" ] || die "no such directory: $DIR"
    local dp pp; read -r dp pp < <(master_pids)
    if alive "$pp"; then postfix -c "$DIR/etc/postfix" stop >/dev/null 2>&1 || kill "$pp" 2>/dev/null || true; fi
    if alive "$dp"; then kill "$dp" 2>/dev/null || true; fi
    local i
    for i in $(seq 1 100); do
        alive "$pp" || alive "$dp" || break
        sleep 0.1
    done
    alive "$pp" && kill -9 "$pp" 2>/dev/null || true
    alive "$dp" && kill -9 "$dp" 2>/dev/null || true
    local run; run=$(readlink "$DIR/run" 2>/dev/null || true)
    # runtime dir under /tmp (if DIR was unsuitable): remove it, but keep DIR (logs)
    if [ -n "$run" ] && [ -d "$run" ]; then rm -rf "$run"; rm -f "$DIR/run"; fi
    log "stopped $DIR"
}

cmd_env() { DIR=$(abspath "${1:?usage: $PROG env DIR}"); cat "$DIR/env"; }

cmd_adduser() {
    need_root
    load_env "${1:-}"
    local lp=${2:?usage: $PROG adduser DIR LOCALPART PASSWORD} pw=${3:?usage: $PROG adduser DIR LOCALPART PASSWORD}
    printf '%s@%s:{PLAIN}%s::::::\n' "$lp" "$MAILSTACK_DOMAIN" "$pw" >> "$MAILSTACK_RUN/users"
    printf '%s@%s OK\n' "$lp" "$MAILSTACK_DOMAIN" >> "$DIR/etc/postfix/vmailbox"
    touch -d "@$(( $(date +%s) - 10 ))" "$DIR/etc/postfix/vmailbox"
    postfix -c "$DIR/etc/postfix" reload >/dev/null 2>&1
}

case "${1:-}" in
    install) shift; cmd_install "$@" ;;
    start)   shift; cmd_start "$@" ;;
    stop)    shift; cmd_stop "$@" ;;
    env)     shift; cmd_env "$@" ;;
    status)  shift; cmd_status "$@" ;;
    adduser) shift; cmd_adduser "$@" ;;
    selftest) shift; exec python3 "$(dirname "$0")/mailstack-selftest.py" "$(abspath "${1:?usage: $PROG selftest DIR}")" ;;
    *) awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$0"; exit 2 ;;
esac
