package sdnotify

import (
	"net"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func TestFromEnv(t *testing.T) {
	for _, tc := range []struct {
		name     string
		env      map[string]string
		enabled  bool
		interval time.Duration
		err      string
	}{
		{"not under systemd", map[string]string{}, false, 0, ""},
		{"notify only", map[string]string{"NOTIFY_SOCKET": "/run/s"}, true, 0, ""},
		{"watchdog", map[string]string{"NOTIFY_SOCKET": "/run/s", "WATCHDOG_USEC": "30000000"}, true, 15 * time.Second, ""},
		{"watchdog of this pid", map[string]string{"NOTIFY_SOCKET": "@s", "WATCHDOG_USEC": "2000000", "WATCHDOG_PID": "42"}, true, time.Second, ""},
		{"watchdog of another pid", map[string]string{"NOTIFY_SOCKET": "/run/s", "WATCHDOG_USEC": "2000000", "WATCHDOG_PID": "7"}, true, 0, ""},
		{"bad usec", map[string]string{"NOTIFY_SOCKET": "/run/s", "WATCHDOG_USEC": "soon"}, false, 0, "WATCHDOG_USEC"},
		{"bad socket", map[string]string{"NOTIFY_SOCKET": "run/s"}, false, 0, "NOTIFY_SOCKET"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			n, err := FromEnv(func(k string) string { return tc.env[k] }, 42)
			if tc.err != "" {
				if err == nil || !strings.Contains(err.Error(), tc.err) {
					t.Fatalf("err %v, want %q", err, tc.err)
				}
				return
			}
			if err != nil || n.Enabled() != tc.enabled || n.WatchdogInterval() != tc.interval {
				t.Fatalf("FromEnv = %+v %v", n, err)
			}
		})
	}
}

// The states reach a socket as systemd's would receive them, one datagram each.
func TestNotifySendsDatagrams(t *testing.T) {
	path := filepath.Join(t.TempDir(), "notify")
	l, err := net.ListenUnixgram("unixgram", &net.UnixAddr{Name: path, Net: "unixgram"})
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	n, err := FromEnv(func(k string) string { return map[string]string{"NOTIFY_SOCKET": path}[k] }, 1)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range []string{Ready, Watchdog} {
		if err := n.Notify(s); err != nil {
			t.Fatal(err)
		}
		buf := make([]byte, 64)
		_ = l.SetReadDeadline(time.Now().Add(30 * time.Second))
		k, err := l.Read(buf)
		if err != nil || string(buf[:k]) != s {
			t.Fatalf("got %q %v, want %q", buf[:k], err, s)
		}
	}
	if err := (Notifier{}).Notify(Ready); err != nil {
		t.Fatalf("no socket: %v", err)
	}
}
