package validate

import (
	"crypto/x509"
	"encoding/pem"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"strings"
	"testing"

	"sigs.k8s.io/yaml"
)

// redisTLS is the part of a daemon config the Redis TLS checks read.
type redisTLS struct {
	Redis struct {
		TLS struct {
			Enabled    bool   `json:"enabled"`
			CAFile     string `json:"ca_file"`
			ServerName string `json:"server_name"`
		} `json:"tls"`
	} `json:"redis"`
}

func readRedisTLS(t *testing.T, file string) redisTLS {
	t.Helper()
	b, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	var c redisTLS
	if err := yaml.Unmarshal(b, &c); err != nil {
		t.Fatalf("%s: %v", file, err)
	}
	return c
}

// Redis TLS on by default in compose: redis-server listens on TLS only with the
// certificates of deploy/tls/gen-certs.sh, its health check speaks TLS, and the
// schedulers verify it against the CA mounted from the same directory.
func TestComposeRedisTLSByDefault(t *testing.T) {
	p := loadCompose(t)
	r := p.Services["redis"]
	cmd := strings.Join(r.Command, " ")
	for _, want := range []string{"--port 0", "--tls-port 6379", "--tls-cert-file /tls/redis.pem", "--tls-key-file /tls/redis-key.pem",
		"--tls-ca-cert-file /tls/ca.pem", "--requirepass"} {
		if !strings.Contains(cmd, want) {
			t.Errorf("redis command %q lacks %q", cmd, want)
		}
	}
	if hc := strings.Join(r.HealthCheck.Test, " "); !strings.Contains(hc, "--tls --cacert /tls/ca.pem") {
		t.Errorf("redis health check %q does not speak TLS", hc)
	}
	certDir := ""
	for _, v := range r.Volumes {
		if v.Target == "/tls" {
			certDir = v.Source
		}
	}
	want, err := filepath.Abs(filepath.Join(deployDir, "compose", "tls"))
	if err != nil {
		t.Fatal(err)
	}
	if certDir != want {
		t.Fatalf("redis mounts its certificates from %q, want deploy/compose/tls (gen-certs.sh's default)", certDir)
	}
	cfg := readRedisTLS(t, filepath.Join(deployDir, "compose", "scheduler.yaml"))
	if !cfg.Redis.TLS.Enabled || cfg.Redis.TLS.ServerName != "redis" {
		t.Fatalf("compose/scheduler.yaml redis.tls %+v, want enabled with server_name redis", cfg.Redis.TLS)
	}
	for _, name := range []string{"scheduler-1", "scheduler-2"} {
		mounted := false
		for _, v := range p.Services[name].Volumes {
			if v.Source == certDir && v.Target == path.Dir(cfg.Redis.TLS.CAFile) && path.Base(cfg.Redis.TLS.CAFile) == "ca.pem" {
				mounted = true
			}
		}
		if !mounted {
			t.Errorf("%s: redis.tls.ca_file %s is not gen-certs.sh's ca.pem mounted", name, cfg.Redis.TLS.CAFile)
		}
	}
}

// The documented step makes what compose mounts: a CA and a server certificate it
// signed for the name redis (and 127.0.0.1), with its key.
func TestGenCertsScript(t *testing.T) {
	if _, err := exec.LookPath("openssl"); err != nil {
		t.Fatal("openssl not installed: apt-get install -y openssl")
	}
	dir := filepath.Join(t.TempDir(), "tls")
	out, err := exec.Command("sh", filepath.Join(deployDir, "tls", "gen-certs.sh"), dir).CombinedOutput()
	if err != nil {
		t.Fatalf("gen-certs.sh: %v\n%s", err, out)
	}
	read := func(name string) *x509.Certificate {
		b, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		blk, _ := pem.Decode(b)
		if blk == nil {
			t.Fatalf("%s: no PEM", name)
		}
		c, err := x509.ParseCertificate(blk.Bytes)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		return c
	}
	ca, srv := read("ca.pem"), read("redis.pem")
	roots := x509.NewCertPool()
	roots.AddCert(ca)
	for _, name := range []string{"redis", "127.0.0.1"} {
		if _, err := srv.Verify(x509.VerifyOptions{Roots: roots, DNSName: name, KeyUsages: []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth}}); err != nil {
			t.Errorf("redis.pem for %s: %v", name, err)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "redis-key.pem")); err != nil {
		t.Error(err)
	}
}

// The kustomize base turns Redis TLS on too: redis.tls.ca_file is ca.pem of a mounted
// secret that the base generates.
func checkKustomizeRedisTLS(t *testing.T, cfgFile string, mounts []volumeMount, vols []volume, secrets map[string]object) {
	t.Helper()
	cfg := readRedisTLS(t, cfgFile)
	if !cfg.Redis.TLS.Enabled || cfg.Redis.TLS.CAFile == "" {
		t.Fatalf("kubernetes config.yaml redis.tls %+v, want enabled with a ca_file", cfg.Redis.TLS)
	}
	for _, m := range mounts {
		if m.MountPath != path.Dir(cfg.Redis.TLS.CAFile) {
			continue
		}
		for _, v := range vols {
			if v.Name == m.Name && secrets[v.Secret.SecretName].Data[path.Base(cfg.Redis.TLS.CAFile)] != "" {
				return
			}
		}
	}
	t.Errorf("redis.tls.ca_file %s is not in a mounted secret the base generates (secrets %v)", cfg.Redis.TLS.CAFile, sortedKeys(secrets))
}
