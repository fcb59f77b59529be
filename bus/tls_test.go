package bus

import (
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/pem"
	"math/big"
	"net"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/nats-io/nats-server/v2/server"

	"github.com/infersched/infersched/internal/natsauth"
	"github.com/infersched/infersched/internal/testutil/natstest"
)

// testCA is a private CA made in the test, and a server certificate for 127.0.0.1.
type testCA struct {
	caPEM  []byte
	server tls.Certificate
}

func newTestCA(t *testing.T, name string) testCA {
	t.Helper()
	caKey, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	now := time.Now()
	caTmpl := &x509.Certificate{SerialNumber: big.NewInt(1), Subject: pkix.Name{CommonName: name},
		NotBefore: now.Add(-time.Hour), NotAfter: now.Add(time.Hour), IsCA: true, BasicConstraintsValid: true,
		KeyUsage: x509.KeyUsageCertSign}
	caDER, err := x509.CreateCertificate(rand.Reader, caTmpl, caTmpl, &caKey.PublicKey, caKey)
	if err != nil {
		t.Fatal(err)
	}
	ca, _ := x509.ParseCertificate(caDER)
	srvKey, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	srvTmpl := &x509.Certificate{SerialNumber: big.NewInt(2), Subject: pkix.Name{CommonName: "nats"},
		NotBefore: now.Add(-time.Hour), NotAfter: now.Add(time.Hour), IPAddresses: []net.IP{net.ParseIP("127.0.0.1")},
		KeyUsage: x509.KeyUsageDigitalSignature, ExtKeyUsage: []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth}}
	srvDER, err := x509.CreateCertificate(rand.Reader, srvTmpl, ca, &srvKey.PublicKey, caKey)
	if err != nil {
		t.Fatal(err)
	}
	return testCA{caPEM: pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: caDER}),
		server: tls.Certificate{Certificate: [][]byte{srvDER}, PrivateKey: srvKey}}
}

// Connect verifies the server against nats.ca_file, with a password; a client that
// does not hold the CA, or holds another, is refused before it sends its credentials.
func TestConnectTLSWithPrivateCA(t *testing.T) {
	ca := newTestCA(t, "infersched test CA")
	dir := t.TempDir()
	caFile := filepath.Join(dir, "ca.pem")
	if err := os.WriteFile(caFile, ca.caPEM, 0o600); err != nil {
		t.Fatal(err)
	}
	pwFile := filepath.Join(dir, "pw")
	if err := os.WriteFile(pwFile, []byte("s3cret\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	other := newTestCA(t, "another CA")
	otherFile := filepath.Join(dir, "other.pem")
	if err := os.WriteFile(otherFile, other.caPEM, 0o600); err != nil {
		t.Fatal(err)
	}
	client := natsauth.Credentials{CAFile: caFile}
	ctls, err := client.TLSConfig()
	if err != nil {
		t.Fatal(err)
	}
	srv := natstest.Start(t,
		natstest.WithTLS(&tls.Config{Certificates: []tls.Certificate{ca.server}, MinVersion: tls.VersionTLS12}, ctls),
		natstest.WithUsers(&server.User{Username: "auditor", Password: "s3cret"}))

	cfg := DefaultConfig()
	cfg.URL = strings.Replace(srv.URL(), "nats://", "tls://", 1)
	cfg.User, cfg.PasswordFile, cfg.CAFile = "auditor", pwFile, caFile
	if err := cfg.Validate(); err != nil {
		t.Fatal(err)
	}
	nc, err := Connect(cfg, "test", nil)
	if err != nil {
		t.Fatalf("connect with the CA: %v", err)
	}
	// What Validate leaves to the connection: files and variables that are not there.
	for _, bad := range []natsauth.Credentials{{User: "auditor", PasswordEnv: "INFERSCHED_TEST_UNSET_VAR", CAFile: caFile},
		{User: "auditor", PasswordFile: filepath.Join(dir, "nope"), CAFile: caFile}, {CAFile: filepath.Join(dir, "nope.pem")}} {
		if _, err := ConnectAs(cfg.URL, bad, "test", nil); err == nil {
			t.Errorf("connected with %+v", bad)
		}
	}
	if !nc.IsConnected() || nc.TLSRequired() == false {
		t.Error("not connected over TLS")
	}
	nc.Close()

	noCA := cfg
	noCA.CAFile = ""
	if nc, err := Connect(noCA, "test", nil); err == nil {
		nc.Close()
		t.Error("connected without the CA (the system roots trusted a private certificate)")
	} else if !strings.Contains(err.Error(), "x509") {
		t.Errorf("without the CA: %v, want a certificate error", err)
	}
	wrong := cfg
	wrong.CAFile = otherFile
	if nc, err := Connect(wrong, "test", nil); err == nil {
		nc.Close()
		t.Error("connected with another CA")
	} else if !strings.Contains(err.Error(), "ca_file") {
		t.Errorf("another CA: %v, want the hint naming ca_file", err)
	}
}

func TestCredentialsValidate(t *testing.T) {
	dir := t.TempDir()
	for name, tc := range map[string]struct {
		c    natsauth.Credentials
		want []string
	}{
		"user and token":   {natsauth.Credentials{User: "a", PasswordEnv: "HOME", Token: "t"}, []string{"user: choose one of user, creds_file, token and key_auth"}},
		"no password":      {natsauth.Credentials{User: "a"}, []string{"password_file: exactly one of password_file and password_env"}},
		"bad user":         {natsauth.Credentials{User: "a.b", PasswordEnv: "HOME"}, []string{`user: must be 1 to 128 letters`}},
		"password no user": {natsauth.Credentials{PasswordFile: "/dev/null"}, []string{"password_file: is set without user"}},
		"cert alone":       {natsauth.Credentials{CAFile: filepath.Join(dir, "nope.pem"), CertFile: "/dev/null"}, []string{"cert_file: cert_file and key_file go together"}},
	} {
		t.Run(name, func(t *testing.T) {
			err := tc.c.Validate()
			if err == nil {
				t.Fatal("want an error")
			}
			for _, w := range tc.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q does not contain %q", err, w)
				}
			}
			if n := strings.Count(err.Error(), "\n") + 1; n != len(tc.want) {
				t.Errorf("got %d problems, want %d: %v", n, len(tc.want), err)
			}
		})
	}
}
