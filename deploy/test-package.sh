#!/usr/bin/env bash
# Builds the Debian package and installs it from a clean state: into a fresh Debian 12 root
# (debootstrap --variant=minbase bookworm, from Debian's mirror) entered with chroot, where
# dpkg runs the maintainer scripts. Checks what can be checked without systemd as PID 1: the
# user and group, files, modes and owners, the conffile, `systemd-analyze verify` of the units,
# `yubin --help`, the backup unit's own command (`yubin backup --keep`) as user yubin against
# a database made by yubin in the root, a reinstall that keeps the operator's configuration,
# then `dpkg -r` (the data stays) and `dpkg -P` (purge: nothing of the package stays). Lints
# the package with lintian (errors fail; warnings are printed). The service is started as the
# unit's ExecStart would start it (as user yubin, on a spool configuration), answers a mail,
# shows its pass in `yubin status`, and stops on SIGTERM with status 0. Not tested here: the
# service started and stopped by systemd itself (that needs systemd running as PID 1, e.g. in
# a container), with the unit's sandboxing.
#
#   deploy/test-package.sh              # build the release binary (if stale) and the .deb
#   YUBIN_DEB=path.deb deploy/test-package.sh   # test a .deb built already
#   YUBIN_DEB_PROFILE=dev deploy/test-package.sh   # package the debug binary of `cargo test`
#                                                  # (CI: a release build takes ~10 minutes)
#
# Needs root, debootstrap, and cargo-deb (installed with `cargo install --locked` if
# missing); lintian if present. YUBIN_DEBIAN_MIRROR overrides the mirror; YUBIN_KEEP_ROOT=1
# keeps the root for a look afterwards. Run as root on Debian (CI: .ci/run).
set -euo pipefail
cd "$(dirname "$0")/.."

CARGO_DEB_VERSION=3.8.0
MIRROR=${YUBIN_DEBIAN_MIRROR:-http://deb.debian.org/debian}
profile=${YUBIN_DEB_PROFILE:-release}
fail() { echo "test-package: FAILED: $*" >&2; exit 1; }
step() { echo "== package: $*"; }

[ "$(id -u)" = 0 ] || fail "must run as root (debootstrap, chroot, dpkg)"
command -v debootstrap >/dev/null || fail "debootstrap is missing (apt-get install debootstrap)"

# --- build -------------------------------------------------------------------------------
if [ -n "${YUBIN_DEB:-}" ]; then
    deb=$YUBIN_DEB
else
    if ! cargo deb --version 2>/dev/null | grep -qF "$CARGO_DEB_VERSION"; then
        step "cargo install cargo-deb $CARGO_DEB_VERSION"
        cargo install cargo-deb --locked --version "$CARGO_DEB_VERSION"
    fi
    if [ "$profile" = dev ]; then
        # CI: the debug binary `cargo test` built (a release build takes too long there).
        bin=${CARGO_TARGET_DIR:-target}/debug/yubin
        [ -x "$bin" ] || fail "no $bin: run cargo test (or cargo build) first"
        step "the package of $bin (profile dev: not the release binary)"
    else
        step "cargo build --profile $profile (the binary the package holds; nothing to do if fresh)"
        cargo build --profile "$profile" -p yubin --bin yubin
    fi
    step "cargo deb --no-build --profile $profile"
    out=$(mktemp -d /tmp/yubin-deb.XXXXXX)
    cargo deb --no-build --profile "$profile" --output "$out/" >"$out/cargo-deb.log" 2>&1 || {
        cat "$out/cargo-deb.log"
        fail "cargo deb"
    }
    cat "$out/cargo-deb.log"
    deb=$(ls "$out"/yubin_*.deb)
fi
[ -f "$deb" ] || fail "no package at $deb"
echo "package: $deb ($(du -h "$deb" | cut -f1))"
dpkg-deb --info "$deb"
dpkg-deb --contents "$deb"

# --- lint --------------------------------------------------------------------------------
if command -v lintian >/dev/null; then
    step "lintian"
    # Errors fail the test; warnings and notes are reported (the README of deploy/ and the
    # report name the ones accepted).
    lintian --info --display-info --fail-on error "$deb" || fail "lintian reports errors"
else
    echo "lintian is not installed: package not linted"
fi

# --- a fresh Debian root -----------------------------------------------------------------
work=$(mktemp -d /tmp/yubin-pkgroot.XXXXXX)
root=$work/root
cleanup() {
    umount "$root/proc" 2>/dev/null || true
    if [ "${YUBIN_KEEP_ROOT:-}" = 1 ]; then
        echo "the root is kept in $root"
    else
        rm -rf "$work"
    fi
}
trap cleanup EXIT
step "debootstrap --variant=minbase bookworm $root"
debootstrap --variant=minbase bookworm "$root" "$MIRROR" >"$work/debootstrap.log" 2>&1 || {
    tail -n 30 "$work/debootstrap.log"
    fail "debootstrap"
}
mount -t proc proc "$root/proc"
in_root() { chroot "$root" env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin LANG=C.UTF-8 "$@"; }
# `stat` of a path in the root: mode, owner and group by name (the root's own users).
mode_of() { in_root stat -c '%a %U:%G' "$1"; }
expect_mode() {
    local got
    got=$(mode_of "$1") || fail "$1 is missing"
    [ "$got" = "$2" ] || fail "$1 is $got, expected $2"
    echo "ok: $1 $got"
}
expect_absent() {
    if [ -e "$root$1" ] || [ -L "$root$1" ]; then fail "$1 is still there"; fi
    echo "ok: $1 is gone"
}
# Every path of the root but the package manager's own records, the logs and our scratch.
files_of_root() {
    (cd "$root" && find . -xdev \
        -path ./proc -prune -o -path ./tmp -prune -o -path ./var/lib/dpkg -prune -o \
        -path ./var/log -prune -o -path ./var/cache -prune -o -path ./var/lib/apt -prune -o \
        -path ./run -prune -o -print) |
        # The user database's backups, which adduser's tools make beside it (the user stays).
        grep -Ev '^\./etc/(passwd|group|shadow|gshadow)-$' | LC_ALL=C sort
}

# --- install -----------------------------------------------------------------------------
# The root is minbase: adduser and init-system-helpers (deb-systemd-helper) are in it, and
# systemd is not, as in a container; the package installs there without it.
for pkg in adduser init-system-helpers; do
    in_root dpkg-query -W "$pkg" >/dev/null || fail "$pkg is not in the minbase root"
done
files_of_root >"$work/before"
cp "$deb" "$root/tmp/yubin.deb"
step "dpkg -i (first install, no systemd in the root)"
in_root dpkg -i /tmp/yubin.deb

step "the user, the files and their modes"
in_root getent group yubin >/dev/null || fail "no group yubin"
passwd=$(in_root getent passwd yubin) || fail "no user yubin"
echo "$passwd"
IFS=: read -r _ _ uid gid _ home shell <<<"$passwd"
[ "$home" = /var/lib/yubin ] || fail "yubin's home is $home"
[ "$shell" = /usr/sbin/nologin ] || fail "yubin's shell is $shell"
[ "$uid" -lt 1000 ] || fail "yubin is not a system user (uid $uid)"
[ "$(in_root getent group yubin | cut -d: -f3)" = "$gid" ] || fail "yubin's group is not yubin"
expect_mode /usr/bin/yubin "755 root:root"
expect_mode /var/lib/yubin "700 yubin:yubin"
expect_mode /var/backups/yubin "700 yubin:yubin"
expect_mode /etc/yubin "755 root:root"
expect_mode /etc/yubin/yubin.toml "640 root:yubin"
for unit in yubin.service yubin-backup.service yubin-backup.timer; do
    expect_mode "/usr/lib/systemd/system/$unit" "644 root:root"
    if [ -n "$(find "$root/etc/systemd" -name "$unit" 2>/dev/null)" ]; then
        fail "$unit was enabled on install"
    fi
done
for doc in INSTALL.md README.md README.ja.md copyright changelog.Debian.gz \
    examples/yubin.example.toml; do
    expect_mode "/usr/share/doc/yubin/$doc" "644 root:root"
done
expect_mode /usr/share/lintian/overrides/yubin "644 root:root"
cmp "$root/etc/yubin/yubin.toml" deploy/yubin.example.toml || fail "the configuration differs"
# shellcheck disable=SC2016 # dpkg-query's own ${field}
in_root dpkg-query -W -f='${Conffiles}\n' yubin | grep -q '^ /etc/yubin/yubin.toml ' ||
    fail "/etc/yubin/yubin.toml is not a conffile"
echo "ok: /etc/yubin/yubin.toml is a conffile"
grep -q '^ExecStart=/usr/bin/yubin serve --config /etc/yubin/yubin.toml$' \
    "$root/usr/lib/systemd/system/yubin.service" || fail "yubin.service's ExecStart"
in_root yubin --help | grep -q 'backup' || fail "yubin --help"
echo "ok: yubin --help"

step "yubin's database, made by yubin as user yubin, and the backup unit's command"
# The configuration reads its secrets from the environment (systemd: secrets.env).
umask 077
cat >"$root/etc/yubin/secrets.env" <<'EOF'
YUBIN_SECRET_KEY=0123456789abcdef0123456789abcdef
YUBIN_IMAP_PASSWORD=unused
YUBIN_SMTP_PASSWORD=unused
EOF
umask 022
secrets=$(grep -v '^#' "$root/etc/yubin/secrets.env" | tr '\n' ' ')
as_yubin() {
    # shellcheck disable=SC2086
    chroot "$root" env -i PATH=/usr/bin:/bin LANG=C.UTF-8 HOME=/var/lib/yubin $secrets \
        setpriv --reuid=yubin --regid=yubin --init-groups -- "$@"
}
start="lfcsgekgscfl/a1b1txot1b1a/mvrhdqndhrvm/pppppppppppp/3i4i3/12/12/3I4I3/PPPPPPPPPPPP"
start="$start/MVRHDNQDHRVM/A1B1TOXT1B1A/LFCSGKEGSCFL"
echo "position sfen $start b - 1 moves 7j7h 5d5e 7h8f" >"$root/tmp/game.usi"
chmod 0644 "$root/tmp/game.usi"
as_yubin sh -c 'cd /var/lib/yubin && yubin import --config /etc/yubin/yubin.toml \
    --result 1-0 /tmp/game.usi'
expect_mode /var/lib/yubin/yubin.sqlite "600 yubin:yubin"
# The backup unit's ExecStart, as systemd would expand it (its Environment= default).
unit=$root/usr/lib/systemd/system/yubin-backup.service
keep=$(sed -n 's/^Environment=YUBIN_BACKUP_KEEP=//p' "$unit")
exec_start=$(sed -n 's/^ExecStart=//p' "$unit")
# shellcheck disable=SC2016 # systemd's ${VARIABLE}, literally
exec_start=${exec_start//'${YUBIN_BACKUP_KEEP}'/$keep}
echo "the backup unit runs: $exec_start (keeping $keep)"
[ "$keep" -ge 2 ] || fail "the backup unit keeps $keep copies"
# A copy of an earlier day, as the timer would have left, and one more than are kept.
for i in $(seq 1 "$keep"); do
    old=/var/backups/yubin/$(printf 'yubin-2000-01-%02dT000000Z.sqlite' "$i")
    as_yubin cp /var/lib/yubin/yubin.sqlite "$old"
done
# shellcheck disable=SC2086
as_yubin $exec_start
copies=$(cd "$root/var/backups/yubin" && ls)
echo "$copies"
[ "$(echo "$copies" | wc -l)" = "$keep" ] || fail "not $keep copies kept"
[ ! -e "$root/var/backups/yubin/yubin-2000-01-01T000000Z.sqlite" ] ||
    fail "the oldest copy was not deleted"
new=$(echo "$copies" | tail -n 1)
[[ $new == yubin-2* && $new != yubin-2000-* ]] || fail "no new dated copy: $new"
expect_mode "/var/backups/yubin/$new" "600 yubin:yubin"
# The new copy holds the game: exported from it (the embedded default of a scratch folder).
as_yubin sh -c "mkdir /tmp/restore && cp /var/backups/yubin/$new /tmp/restore/yubin.sqlite &&
    cd /tmp/restore && yubin export --game 1 --format usi" >"$work/exported"
grep -q '7j7h 5d5e 7h8f' "$work/exported" || fail "the copy lacks the game: $(cat "$work/exported")"
echo "ok: the copy holds game 1: $(cat "$work/exported")"

step "yubin serve as user yubin, started and stopped as the unit would (SIGTERM), minus systemd"
# The unit's ExecStart with a configuration of the spool kind (the example's IMAP server does
# not exist here): the service starts as the system user, answers a mail, records its pass
# for `yubin status`, and ends cleanly on SIGTERM, systemd's stop.
mkdir -p "$root/tmp/serve"
cat >"$root/tmp/serve/yubin.toml" <<'EOF'
database = "/tmp/serve/yubin.sqlite"
[bot]
address = "bot@yubin.test"
secret_key_env = "YUBIN_SECRET_KEY"
[mail]
mode = "maildir"
spool = "/tmp/serve/spool"
EOF
chroot "$root" chown -R yubin:yubin /tmp/serve
serve_config=/tmp/serve/yubin.toml
# As as_yubin, but exec'd: the background job's process is the service itself, so that
# SIGTERM reaches it and `wait` returns its status.
(
    # shellcheck disable=SC2086
    exec chroot "$root" env -i PATH=/usr/bin:/bin LANG=C.UTF-8 HOME=/var/lib/yubin $secrets \
        setpriv --reuid=yubin --regid=yubin --init-groups -- \
        yubin serve --config "$serve_config"
) >"$work/serve.log" 2>&1 &
serve_pid=$!
as_yubin sh -c "echo help | yubin mail drop --config $serve_config --from alice@example.org"
answered=
for _ in $(seq 1 60); do
    if as_yubin yubin mail read --config "$serve_config" --to alice@example.org \
        >"$work/answer" 2>/dev/null && grep -q '^Subject:' "$work/answer"; then
        answered=1
        break
    fi
    kill -0 "$serve_pid" 2>/dev/null || { cat "$work/serve.log"; fail "yubin serve exited"; }
    sleep 1
done
[ -n "$answered" ] || { cat "$work/serve.log"; fail "yubin serve did not answer in 60 s"; }
echo "ok: yubin serve, as user yubin, answered: $(grep -m1 '^Subject:' "$work/answer")"
as_yubin yubin status --config "$serve_config" >"$work/status"
grep -q 'last pass of the loop: 20' "$work/status" ||
    { cat "$work/status"; fail "yubin status shows no pass of the loop"; }
echo "ok: yubin status: $(grep 'last pass' "$work/status")"
kill -TERM "$serve_pid"
serve_status=0
wait "$serve_pid" || serve_status=$?
[ "$serve_status" = 0 ] || { cat "$work/serve.log"; fail "yubin serve ended $serve_status on SIGTERM"; }
echo "ok: yubin serve stopped on SIGTERM with status 0"

step "systemd-analyze verify of the units (systemd installed into the root for it)"
files_of_root >"$work/without-systemd"
in_root apt-get update -q >"$work/apt.log" 2>&1 || { cat "$work/apt.log"; fail "apt-get update"; }
in_root apt-get install -y -q --no-install-recommends systemd >>"$work/apt.log" 2>&1 ||
    { tail -n 30 "$work/apt.log"; fail "apt-get install systemd"; }
files_of_root >"$work/with-systemd"
for unit in yubin.service yubin-backup.service yubin-backup.timer; do
    in_root systemd-analyze verify "/usr/lib/systemd/system/$unit" 2>&1 | tee "$work/verify" ||
        fail "systemd-analyze verify $unit"
    ! grep -F "$unit" "$work/verify" || fail "systemd-analyze complains about $unit"
    echo "ok: systemd-analyze verify $unit"
done

step "dpkg -i again (an upgrade in place): the operator's configuration stays"
echo "# the operator's line" >>"$root/etc/yubin/yubin.toml"
in_root dpkg -i --force-confold /tmp/yubin.deb
tail -n 1 "$root/etc/yubin/yubin.toml" | grep -q "the operator's line" ||
    fail "the edited configuration was replaced"
expect_mode /etc/yubin/yubin.toml "640 root:yubin"
expect_mode /var/lib/yubin/yubin.sqlite "600 yubin:yubin"

step "dpkg -r: the program goes, the data and the configuration stay"
in_root dpkg -r yubin
expect_absent /usr/bin/yubin
expect_absent /usr/lib/systemd/system/yubin.service
expect_absent /usr/lib/systemd/system/yubin-backup.timer
expect_absent /usr/share/doc/yubin
expect_mode /etc/yubin/yubin.toml "640 root:yubin"
expect_mode /var/lib/yubin/yubin.sqlite "600 yubin:yubin"
expect_mode "/var/backups/yubin/$new" "600 yubin:yubin"
in_root getent passwd yubin >/dev/null || fail "remove deleted the user"

step "dpkg -P: purge deletes the data, the configuration and the secrets"
in_root dpkg -P yubin
expect_absent /etc/yubin
expect_absent /var/lib/yubin
expect_absent /var/backups/yubin
in_root dpkg-query -W yubin 2>/dev/null && fail "dpkg still knows yubin"
files_of_root >"$work/after"
# What was there before the package, and what installing systemd added meanwhile.
comm -13 "$work/without-systemd" "$work/with-systemd" | cat "$work/before" - | LC_ALL=C sort \
    >"$work/expected"
if ! diff "$work/expected" "$work/after" >"$work/left"; then
    cat "$work/left"
    fail "purge left files behind (< lost, > left)"
fi
echo "ok: after purge the root holds the same files as before the install (the user and" \
    "group yubin stay, as Debian leaves system users)"
in_root getent passwd yubin >/dev/null || fail "the user is gone (expected to stay)"
echo "test-package: all checks passed"
