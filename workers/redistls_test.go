package workers

import (
	"context"
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
	"os/exec"
	"path/filepath"
	"strconv"
	"testing"
	"time"
)

// writeTestCA writes, under dir, a private CA (ca.pem) and a server certificate signed
// by it for the name "redis" and 127.0.0.1 (redis.pem, redis-key.pem), as
// deploy/tls/gen-certs.sh makes them; it returns the CA file.
func writeTestCA(t *testing.T, dir, name string) string {
	t.Helper()
	caKey, _ := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	now := time.Now()
	caTmpl := &x509.Certificate{SerialNumber: big.NewInt(1), Subject: pkix.Name{CommonName: name}, NotBefore: now.Add(-time.Hour),
		NotAfter: now.Add(time.Hour), IsCA: true, BasicConstraintsValid: true, KeyUsage: x509.KeyUsageCertSign}
	caDER, err := x509.CreateCertificate(rand.Reader, caTmpl, caTmpl, &caKey.PublicKey, caKey)
	if err != nil {
		t.Fatal(err)
	}
	ca, _ := x509.ParseCertificate(caDER)
	srvKey, _ := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	srvTmpl := &x509.Certificate{SerialNumber: big.NewInt(2), Subject: pkix.Name{CommonName: "redis"}, NotBefore: now.Add(-time.Hour),
		NotAfter: now.Add(time.Hour), DNSNames: []string{"redis"}, IPAddresses: []net.IP{net.ParseIP("127.0.0.1")},
		KeyUsage: x509.KeyUsageDigitalSignature, ExtKeyUsage: []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth}}
	srvDER, err := x509.CreateCertificate(rand.Reader, srvTmpl, ca, &srvKey.PublicKey, caKey)
	if err != nil {
		t.Fatal(err)
	}
	keyDER, err := x509.MarshalECPrivateKey(srvKey)
	if err != nil {
		t.Fatal(err)
	}
	for file, block := range map[string]*pem.Block{"ca.pem": {Type: "CERTIFICATE", Bytes: caDER},
		"redis.pem": {Type: "CERTIFICATE", Bytes: srvDER}, "redis-key.pem": {Type: "EC PRIVATE KEY", Bytes: keyDER}} {
		if err := os.WriteFile(filepath.Join(dir, file), pem.EncodeToMemory(block), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	return filepath.Join(dir, "ca.pem")
}

// startTLSRedis runs redis-server as deploy/ does: TLS only (port 0, tls-port), with
// requirepass, and returns its address once it answers a TLS handshake.
func startTLSRedis(t *testing.T, dir, password string) string {
	t.Helper()
	bin, err := exec.LookPath("redis-server")
	if err != nil {
		t.Fatal("redis-server not installed: apt-get install -y redis-server")
	}
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	port := l.Addr().(*net.TCPAddr).Port
	l.Close()
	cmd := exec.Command(bin, "--port", "0", "--tls-port", strconv.Itoa(port), "--bind", "127.0.0.1",
		"--tls-cert-file", filepath.Join(dir, "redis.pem"), "--tls-key-file", filepath.Join(dir, "redis-key.pem"),
		"--tls-ca-cert-file", filepath.Join(dir, "ca.pem"), "--tls-auth-clients", "no",
		"--requirepass", password, "--save", "", "--appendonly", "no", "--dir", dir)
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = cmd.Process.Kill(); _ = cmd.Wait() })
	addr := net.JoinHostPort("127.0.0.1", strconv.Itoa(port))
	deadline := time.Now().Add(30 * time.Second)
	for {
		c, err := tls.Dial("tcp", addr, &tls.Config{InsecureSkipVerify: true}) //nolint:gosec // readiness only
		if err == nil {
			c.Close()
			return addr
		}
		if time.Now().After(deadline) {
			t.Fatalf("redis-server with TLS did not come up on %s: %v (is it built with TLS?)", addr, err)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// As deploy/compose runs it: the daemon's Redis client talks TLS to a real redis-server
// that listens on TLS only, verified against the private CA (redis.tls.ca_file); a
// client without TLS, or one that trusts another CA, gets nowhere.
func TestRedisClientOverTLS(t *testing.T) {
	dir := t.TempDir()
	caFile := writeTestCA(t, dir, "infersched test CA")
	addr := startTLSRedis(t, dir, "redis-pw")
	other := t.TempDir()
	otherCA := writeTestCA(t, other, "another CA")

	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	ping := func(tc RedisTLSConfig) error {
		cfg := DefaultRedisConfig()
		cfg.Addr, cfg.Password, cfg.TLS = addr, "redis-pw", tc
		cfg.DialTimeout, cfg.ReadTimeout, cfg.WriteTimeout = 5*time.Second, 5*time.Second, 5*time.Second
		c, err := NewRedisClient(cfg)
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close()
		return c.Ping(ctx).Err()
	}
	if err := ping(RedisTLSConfig{Enabled: true, CAFile: caFile, ServerName: "redis"}); err != nil {
		t.Fatalf("TLS with the private CA: %v", err)
	}
	if err := ping(RedisTLSConfig{}); err == nil {
		t.Error("a plain-text client reached the TLS-only server")
	}
	if err := ping(RedisTLSConfig{Enabled: true, CAFile: otherCA, ServerName: "redis"}); err == nil {
		t.Error("a client trusting another CA reached the server")
	}
}
