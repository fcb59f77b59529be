package roles

import (
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/nats-io/nats-server/v2/server"
)

// The nats-server configuration deploy/ ships gives each user exactly its role's
// permissions: it is Render's output, and stays so when a role changes.
func TestDeployConfigHoldsTheRoles(t *testing.T) {
	conf := filepath.Join("..", "..", "deploy", "compose", "nats", "nats.conf")
	t.Setenv("SERVER_NAME", "nats-1")
	users, err := os.ReadFile(filepath.Join(filepath.Dir(conf), "users.conf"))
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range regexp.MustCompile(`\$(NATS_PASSWORD_\w+)`).FindAllStringSubmatch(string(users), -1) {
		t.Setenv(m[1], "pw")
	}
	opts, err := server.ProcessConfigFile(conf)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]User{"indexer": {Role: Indexer, Name: "indexer"}, "scheduler": {Role: Scheduler, Name: "scheduler"},
		"auditor": {Role: Auditor, Name: "auditor"}, "admin": {Role: Admin, Name: "admin"}}
	var got []string
	for _, u := range opts.Users {
		got = append(got, u.Username)
		role, ok := want[u.Username]
		if !ok {
			addr, isWorker := strings.CutPrefix(u.Username, "worker-")
			if !isWorker || !common.IsHexAddress(addr) {
				t.Errorf("user %s: no role", u.Username)
				continue
			}
			role = User{Role: Worker, Name: u.Username, Worker: common.HexToAddress(addr)}
		}
		p := For(role)
		if u.Permissions == nil || u.Permissions.Publish == nil || u.Permissions.Subscribe == nil ||
			!slices.Equal(u.Permissions.Publish.Allow, p.Publish) || !slices.Equal(u.Permissions.Publish.Deny, p.PublishDeny) ||
			!slices.Equal(u.Permissions.Subscribe.Allow, p.Subscribe) {
			t.Errorf("user %s: permissions in %s differ from role %s's: re-run `infersched config nats-users`", u.Username, conf, role.Role)
		}
		if u.Account == nil || u.Account.Name != "INFERSCHED" {
			t.Errorf("user %s: not in account INFERSCHED", u.Username)
		}
	}
	for name := range want {
		if !slices.Contains(got, name) {
			t.Errorf("%s has no user %s (users %v)", conf, name, got)
		}
	}
}

// Render's text is what nats-server parses back to ServerUsers' permissions.
func TestRenderParsesBack(t *testing.T) {
	w := common.HexToAddress("0x00000000000000000000000000000000000000aa")
	users := []User{{Role: Indexer, Name: "indexer"}, {Role: Scheduler, Name: "scheduler"}, {Role: Auditor, Name: "auditor"},
		{Role: Worker, Name: WorkerUser(w), Worker: w}}
	text, err := Render(users, func(u User) string { return "pw-" + u.Name }, "  ")
	if err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(t.TempDir(), "nats.conf")
	if err := os.WriteFile(file, []byte("port: 4222\nauthorization { users: [\n"+text+"] }\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	opts, err := server.ProcessConfigFile(file)
	if err != nil {
		t.Fatalf("%v\n%s", err, text)
	}
	if len(opts.Users) != len(users) {
		t.Fatalf("%d users parsed, want %d", len(opts.Users), len(users))
	}
	for i, u := range opts.Users {
		p := For(users[i])
		if u.Username != users[i].Name || u.Password != "pw-"+users[i].Name || !slices.Equal(u.Permissions.Publish.Allow, p.Publish) {
			t.Errorf("user %d parsed as %s", i, u.Username)
		}
	}
	if _, err := Render([]User{{Role: Worker, Name: "w"}}, func(User) string { return "x" }, ""); err == nil {
		t.Error("a worker user without an address rendered")
	}
	if _, err := Render([]User{{Role: "root", Name: "root"}}, func(User) string { return "x" }, ""); err == nil {
		t.Error("an unknown role rendered")
	}
}
