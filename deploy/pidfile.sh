# Pid files, read so that a pid the kernel has since given to another process is never signalled (sourced by
# deploy/stack.sh, deploy/varnish/ and e2e/wordpress/lib.sh). Pids wrap (32768 of them; on a busy machine
# within minutes), so a stale file's pid may name someone else's process by the time it is read: a pid file
# names the process that ran when it was written, and one that started later is not it.

# FILE: each pid in FILE whose process runs and started no later than FILE was written, one per line; fails if
# there is none.
pidfile_pids() {
  local file=$1 written boot ticks pid stat fields found=1
  written=$(stat -c %Y "$file" 2>/dev/null) || return 1
  boot=$(awk '$1 == "btime" { print $2 }' /proc/stat)
  ticks=$(getconf CLK_TCK)
  for pid in $(cat "$file" 2>/dev/null); do
    [[ $pid =~ ^[0-9]+$ ]] && stat=$(cat "/proc/$pid/stat" 2>/dev/null) || continue
    # After the command's name come its state (Z: it has exited, only its parent has not reaped it yet) and,
    # 20th, field 22: its start, in clock ticks since boot. Boot and the file's time are whole seconds, hence
    # the second of slack.
    read -r -a fields <<<"${stat##*) }"
    [ "${fields[0]}" != Z ] && [ $((boot + fields[19] / ticks)) -le $((written + 1)) ] || continue
    echo "$pid"
    found=0
  done
  return $found
}

pidfile_running() { pidfile_pids "$1" >/dev/null; } # FILE

# FILE SIGNAL: sends SIGNAL to each process FILE names, to its whole process group where it leads one.
pidfile_signal() {
  local pid
  for pid in $(pidfile_pids "$1"); do kill -"$2" -- "-$pid" 2>/dev/null || kill -"$2" "$pid" 2>/dev/null || true; done
}

# FILE SECONDS: TERM as pidfile_signal does, KILL to what still runs after SECONDS; then removes FILE. Fails
# (having removed FILE) when nothing it names was running.
pidfile_stop() {
  local file=$1 pids pid
  pids=$(pidfile_pids "$file") || { rm -f "$file"; return 1; }
  pidfile_signal "$file" TERM
  for _ in $(seq $(($2 * 10))); do pidfile_running "$file" || break; sleep 0.1; done
  pidfile_signal "$file" KILL
  # And what a group's leader left behind: a group with a member left keeps its id, which no new process can
  # take meanwhile.
  for pid in $pids; do kill -KILL -- "-$pid" 2>/dev/null || true; done
  rm -f "$file"
}
