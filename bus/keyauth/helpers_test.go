package keyauth

import (
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/infersched/infersched/bus/roles"

	"github.com/nats-io/jwt/v2"
	"github.com/nats-io/nkeys"
)

// authRequest is the request a server with key makes for a client user upub that
// presented tok.
func authRequest(t *testing.T, upub, tok string) *jwt.AuthorizationRequestClaims {
	t.Helper()
	srvKey, _ := nkeys.CreateServer()
	spub, _ := srvKey.PublicKey()
	req := jwt.NewAuthorizationRequestClaims(upub)
	req.UserNkey = upub
	req.Server = jwt.ServerID{Name: "test", ID: spub}
	req.ConnectOptions.Token = tok
	enc, err := req.Encode(srvKey)
	if err != nil {
		t.Fatal(err)
	}
	back, err := jwt.DecodeAuthorizationRequestClaims(enc)
	if err != nil {
		t.Fatal(err)
	}
	return back
}

func decodeUser(s string) (*jwt.UserClaims, error) { return jwt.DecodeUserClaims(s) }

// workerGrant is what the daemon grants: a password worker's permissions.
func workerGrant() GrantFunc {
	return func(a common.Address) Grant {
		u := roles.User{Role: roles.Worker, Name: roles.WorkerUser(a), Worker: a}
		p := roles.For(u)
		return Grant{Name: u.Name, Publish: p.Publish, PublishDeny: p.PublishDeny, Subscribe: p.Subscribe}
	}
}
