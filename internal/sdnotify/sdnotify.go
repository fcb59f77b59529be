// Package sdnotify speaks systemd's notify protocol (sd_notify(3)): one datagram per
// state on the unix socket named by NOTIFY_SOCKET. A unit with Type=notify waits for
// READY=1; one with WatchdogSec restarts a process whose WATCHDOG=1 pings stop. It
// sends and reads the environment it is given; it must not decide when a process is
// alive (the caller does).
package sdnotify

import (
	"fmt"
	"net"
	"strconv"
	"time"
)

// The states a process sends.
const (
	Ready    = "READY=1"
	Stopping = "STOPPING=1"
	Watchdog = "WATCHDOG=1"
)

// Notifier sends states to systemd. The zero value (no socket) sends nothing.
type Notifier struct {
	socket   string
	watchdog time.Duration
}

// FromEnv is the notifier systemd asked for in the environment (getenv, e.g.
// os.Getenv) of process pid: NOTIFY_SOCKET, and WATCHDOG_USEC when WATCHDOG_PID is
// unset or pid. An error names a malformed variable.
func FromEnv(getenv func(string) string, pid int) (Notifier, error) {
	n := Notifier{socket: getenv("NOTIFY_SOCKET")}
	if n.socket == "" {
		return Notifier{}, nil
	}
	if n.socket[0] != '/' && n.socket[0] != '@' {
		return Notifier{}, fmt.Errorf("NOTIFY_SOCKET %q: not a unix socket path", n.socket)
	}
	usec := getenv("WATCHDOG_USEC")
	if usec == "" {
		return n, nil
	}
	if wp := getenv("WATCHDOG_PID"); wp != "" && wp != strconv.Itoa(pid) {
		return n, nil // meant for another process of the unit
	}
	v, err := strconv.ParseUint(usec, 10, 63)
	if err != nil || v == 0 {
		return Notifier{}, fmt.Errorf("WATCHDOG_USEC %q: not a positive number of microseconds", usec)
	}
	n.watchdog = time.Duration(v) * time.Microsecond
	return n, nil
}

// Enabled reports whether systemd listens.
func (n Notifier) Enabled() bool { return n.socket != "" }

// WatchdogInterval is how often to ping (half of WatchdogSec, as sd_watchdog_enabled(3)
// advises); 0 when the unit has no watchdog.
func (n Notifier) WatchdogInterval() time.Duration { return n.watchdog / 2 }

// Notify sends state; nothing (and nil) without a socket.
func (n Notifier) Notify(state string) error {
	if n.socket == "" {
		return nil
	}
	addr := n.socket
	if addr[0] == '@' { // abstract namespace
		addr = "\x00" + addr[1:]
	}
	c, err := net.DialUnix("unixgram", nil, &net.UnixAddr{Name: addr, Net: "unixgram"})
	if err != nil {
		return fmt.Errorf("sd_notify %s: %w", state, err)
	}
	defer c.Close()
	if _, err := c.Write([]byte(state)); err != nil {
		return fmt.Errorf("sd_notify %s: %w", state, err)
	}
	return nil
}
