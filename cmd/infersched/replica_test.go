package main

import (
	"strings"
	"testing"

	"github.com/infersched/infersched/daemon/config"
)

// One file for several replicas, each with its own id from a flag or the environment; the
// flag wins; a bad id is refused with its source.
func TestReplicaOverrides(t *testing.T) {
	env := func(v string) func(string) string {
		return func(k string) string {
			if k == replicaIDEnv {
				return v
			}
			return ""
		}
	}
	for _, c := range []struct {
		name, http, flag, env string
		wantID, wantErr       string
	}{
		{name: "file", wantID: "from-file"},
		{name: "env", env: "pod-1", wantID: "pod-1"},
		{name: "flag over env", flag: "r2", env: "pod-1", wantID: "r2"},
		{name: "http too", http: "127.0.0.1:9001", flag: "r3", wantID: "r3"},
		{name: "bad flag", flag: "no spaces", wantErr: "--replica-id: invalid configuration"},
		{name: "bad env", env: "a/b", wantErr: replicaIDEnv + ": invalid configuration"},
	} {
		t.Run(c.name, func(t *testing.T) {
			cfg := config.Default()
			cfg.HA.ReplicaID = "from-file"
			err := replicaOverrides(&cfg, c.http, c.flag, env(c.env))
			if c.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), c.wantErr) || !strings.Contains(err.Error(), "ha.replica_id") {
					t.Fatalf("error %v, want %q naming ha.replica_id", err, c.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if cfg.HA.ReplicaID != c.wantID {
				t.Errorf("replica id %q, want %q", cfg.HA.ReplicaID, c.wantID)
			}
			if c.http != "" && cfg.HTTP.Listen != c.http {
				t.Errorf("listen %q", cfg.HTTP.Listen)
			}
		})
	}
}
