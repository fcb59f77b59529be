package bus

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"
	"go.uber.org/zap"

	"github.com/infersched/infersched/internal/natsauth"
	"github.com/infersched/infersched/internal/testutil/natstest"
)

// The server's password for a connected user changes (a rotation in the wrong order) and
// changes back. By default nats.go closes the connection for good at the second refusal
// and the replica or worker stays a zombie; this connection keeps trying, and it comes
// back once the server takes its password again. The password is read from its file at
// every attempt, so a rotation done in the file comes back too.
func TestConnectionComesBackAfterThePasswordChangesAndBack(t *testing.T) {
	user := func(pw string) *server.User { return &server.User{Username: "scheduler", Password: pw} }
	srv := natstest.Start(t, natstest.WithUsers(user("first")))
	file := filepath.Join(t.TempDir(), "scheduler.pass")
	writePassword(t, file, "first")
	nc, err := ConnectAs(srv.URL(), natsauth.Credentials{User: "scheduler", PasswordFile: file}, "test", zap.NewNop())
	if err != nil {
		t.Fatal(err)
	}
	defer nc.Close()

	srv.SetUsers(t, user("changed"))
	waitStatus(t, nc, 5*time.Second, func(s nats.Status) bool { return s != nats.CONNECTED })
	// Long enough for several refused attempts (nats.go gave up at the second).
	time.Sleep(3 * time.Second)
	if st := nc.Status(); st == nats.CLOSED {
		t.Fatalf("connection closed for good after the server refused its password: %v", nc.LastError())
	}
	srv.SetUsers(t, user("first")) // put back
	waitStatus(t, nc, 10*time.Second, func(s nats.Status) bool { return s == nats.CONNECTED })
	if err := nc.Flush(); err != nil {
		t.Fatalf("flush after the password came back: %v", err)
	}

	// Rotated in the file first, then on the server: the reconnect presents the new one.
	writePassword(t, file, "second")
	srv.SetUsers(t, user("second"))
	waitStatus(t, nc, 5*time.Second, func(s nats.Status) bool { return s != nats.CONNECTED })
	waitStatus(t, nc, 10*time.Second, func(s nats.Status) bool { return s == nats.CONNECTED })
	if err := nc.Flush(); err != nil {
		t.Fatalf("flush after the rotation: %v", err)
	}
}

func TestReconnectDelayBacksOffWithinBounds(t *testing.T) {
	prev := time.Duration(0)
	for n := -1; n <= 40; n++ {
		d := ReconnectDelay(n)
		base := ReconnectMax
		if n >= 1 && n < 16 {
			base = min(ReconnectMin<<(n-1), ReconnectMax)
		}
		if d < base || d > base+base/5 {
			t.Fatalf("attempt %d: delay %v outside [%v, %v]", n, d, base, base+base/5)
		}
		if n >= 1 && base < prev {
			t.Fatalf("attempt %d: base %v below the previous %v", n, base, prev)
		}
		if n >= 1 {
			prev = base
		}
	}
}

func writePassword(t *testing.T, file, pw string) {
	t.Helper()
	if err := os.WriteFile(file, []byte(pw+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
}

func waitStatus(t *testing.T, nc *nats.Conn, within time.Duration, ok func(nats.Status) bool) {
	t.Helper()
	deadline := time.Now().Add(within)
	for !ok(nc.Status()) {
		if time.Now().After(deadline) {
			t.Fatalf("connection status %v after %v (last error %v)", nc.Status(), within, nc.LastError())
		}
		time.Sleep(20 * time.Millisecond)
	}
}
