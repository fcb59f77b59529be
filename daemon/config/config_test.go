package config

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func TestExampleConfigIsTheDefaults(t *testing.T) {
	cfg, err := Load(filepath.Join("..", "..", "deploy", "config.example.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	got, err := json.MarshalIndent(cfg, "", " ")
	if err != nil {
		t.Fatal(err)
	}
	want, err := json.MarshalIndent(Default(), "", " ")
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != string(want) {
		t.Fatalf("deploy/config.example.yaml drifted from the defaults:\nexample:  %s\ndefaults: %s", got, want)
	}
}

func TestEmptyPathIsDefaults(t *testing.T) {
	if _, err := Load(""); err != nil {
		t.Fatal(err)
	}
}

// Each testdata/*.bad.yml must fail with every message listed for it.
func TestBadConfigs(t *testing.T) {
	want := map[string][]string{
		"min_above_max.bad.yml":       {"line 4: scheduler.retry_after.max_seconds: must be above min_seconds (30), got 10"},
		"margin.bad.yml":              {"scheduler.retry_after.safety_margin: must be within [0, 1], got 1.5"},
		"backoff_unsorted.bad.yml":    {"scheduler.retry_after.backoff[2]: thresholds must be strictly increasing: 60 s after 120 s"},
		"backoff_duplicate.bad.yml":   {"scheduler.retry_after.backoff[1]: duplicate threshold 0 s"},
		"backoff_empty.bad.yml":       {"scheduler.retry_after.backoff: must have at least one [elapsed_s, retry_s] step"},
		"processing.bad.yml":          {"scheduler.retry_after.processing_ms.default: must be positive, got 0"},
		"unknown_key.bad.yml":         {`line 3: scheduler.priority.fee_wieght: unknown key (did you mean "fee_weight"?)`},
		"round_interval_typo.bad.yml": {`line 2: scheduler.round_intreval: unknown key (did you mean "round_interval"?)`},
		"syntax.bad.yml":              {"line 3: not valid YAML"},
		"removed_buckets.bad.yml": {
			"line 3: nats.status_bucket: removed: the bucket is always infersched-status; delete the key",
			"line 5: ha.bucket: removed: the bucket is always infersched-leases; delete the key",
		},
		"types.bad.yml": {
			`line 3: chain.rpc_urls: want a list, got "http://127.0.0.1:8545"`,
			`line 4: chain.chain_id: want a non-negative integer, got "one"`,
			`line 7: scheduler.priority.fee_weight: want a number, got "heavy"`,
			`line 8: scheduler.ack_timeout: want a duration such as "30s"`,
			`line 12: http.admin.enabled: want true or false, got "maybe"`,
			`line 15: redis.adr: unknown key (did you mean "addr"?)`,
			`line 14: redis.db: must not be negative, got -1`,
			`line 10: http.listen: must be host:port`,
		},
		"weights.bad.yml": {
			"scheduler.priority.fee_weight: must be a finite number ≥ 0, got -0.6",
			"scheduler.priority.fee_unit_wei: must be positive, got 0",
			"scheduler.routing.gas_price_safety_factor: must be ≥ 1, got 0.9",
		},
		"duration.bad.yml": {`line 2: scheduler.round_interval: want a duration such as "30s" or "250ms", got "soon"`},
		"ha.bad.yml": {
			"ha.shards: must be between 1 and 256, got 0",
			"ha.renew_deadline: must be below lease_ttl (2s): a holder must stop before its lease can expire elsewhere, got 3s",
		},
		"money.bad.yml": {
			"line 2: price_feeds.refresh: must be at least 100ms, got 1ms",
			"line 5: keeper.signer.keystore_file: or private_key_env must be set",
			"line 7: keeper.max_batch: must be in [1, 1024], got 5000",
		},
		"verification.bad.yml": {
			"line 2: verification.sample_rate: must be a fraction between 0 and 1, got 1.2",
			"verification.probation_sample_rate: must be at least sample_rate (1.2)",
			`line 6: verification.comparable_models[1]: lists "llama-7b" twice`,
		},
		"class_models.bad.yml": {
			`line 6: verification.class_models[1]: "echo" is in comparable_models, scored_models or embedding_models too`,
			`line 7: verification.class_models[2]: lists "sdxl" twice`,
		},
		"failure_weight.bad.yml": {"scheduler.routing.failure_weight: must be a finite number ≥ 0, got -1"},
		"min_round_gap.bad.yml":  {"line 3: scheduler.min_round_gap: must be between 0 and round_interval (1s), got 2s"},
		"routing_seed.bad.yml": {
			"scheduler.routing.failure_weight: must be 0 in seed mode (routing.seed_mode), got 0.5",
			"scheduler.routing.fee_floor: must be false in seed mode (routing.seed_mode)",
		},
		"fee_unit.bad.yml": {`line 3: scheduler.priority.fee_unit_wei: wei amount "1e16" is not a non-negative decimal integer`},
		"l2.bad.yml": {
			`line 2: chain.l2: must be one of auto, op, arbitrum, none, got "optimism"`,
			"line 5: gasoracle.l1_fee.cap_wei_per_byte: must be positive, got 0",
			"line 6: gasoracle.l1_fee.tx_fixed_bytes: must be between 0 and 1048576, got -5",
		},
		"max_head_age.bad.yml": {"scheduler.max_head_age: must be longer than gasoracle.poll_interval (12s), or 0 (no gate), got 5s"},
		"worker_backoff.bad.yml": {
			"scheduler.worker_backoff.after: must be in [1, 100], got 0",
			"scheduler.worker_backoff.max: must be at least worker_backoff.base (10s), got 5s",
		},
		"redis_cluster.bad.yml": {
			"redis.cluster.addrs: must not be set together with sentinel",
			"redis.db: must be 0 on Redis Cluster, got 2",
			`redis.cluster.addrs[1]: must be host:port, got "127.0.0.1"`,
			"workers.key_prefix: must hold a hash tag such as {infersched:workers} when redis.cluster is set",
		},
		"slots.bad.yml": {
			"scheduler.matching.slots_per_worker_per_round: must be ≥ 0 (0 = all free slots), got -1",
			"scheduler.probation.max_concurrent: must be ≥ 1 when probation is on, got 0",
		},
		"max_pending.bad.yml": {"nats.max_pending_requests: must be between 1 and 1000000, got 0",
			"nats.max_waiting_requests: must be between 0 (no bound) and 1000000, got -1"},
		"flow.bad.yml": {"scheduler.flow_control.node.requests.burst: must be at least 1 when per_second is set, got 0"},
		"log.bad.yml": {
			`line 2: log.level: must be debug, info, warn or error, got "loud"`,
			`line 3: log.format: must be json or console, got "xml"`,
		},
	}
	files, _ := filepath.Glob(filepath.Join("testdata", "*.bad.yml"))
	if len(files) != len(want) {
		t.Fatalf("%d bad configs in testdata, %d in the table", len(files), len(want))
	}
	for _, f := range files {
		name := filepath.Base(f)
		t.Run(name, func(t *testing.T) {
			msgs, ok := want[name]
			if !ok {
				t.Fatalf("no expected message for %s", name)
			}
			_, err := Load(f)
			if err == nil {
				t.Fatal("accepted")
			}
			if !errors.Is(err, ErrInvalid) {
				t.Errorf("error does not wrap ErrInvalid: %v", err)
			}
			for _, m := range msgs {
				if !strings.Contains(err.Error(), m) {
					t.Errorf("error\n%v\ndoes not contain\n%s", err, m)
				}
			}
		})
	}
}

func TestLoadMissingFile(t *testing.T) {
	_, err := Load(filepath.Join(t.TempDir(), "nope.yaml"))
	if !errors.Is(err, os.ErrNotExist) {
		t.Fatalf("got %v", err)
	}
}

// A written configuration reads back to the same values.
func TestYAMLRoundTrip(t *testing.T) {
	cfg := Dev(DevChain{ChainID: 1337, Router: "0x1111111111111111111111111111111111111111",
		WorkerRegistry: "0x2222222222222222222222222222222222222222", RPCURL: "http://127.0.0.1:8545"})
	cfg.HA.Shards, cfg.HA.ReplicaID = 3, "r1"
	b, err := cfg.YAML()
	if err != nil {
		t.Fatal(err)
	}
	got, err := Read(bytes.NewReader(b))
	if err != nil {
		t.Fatalf("%v\n%s", err, b)
	}
	again, err := got.YAML() // nil and empty lists read back alike; compare what is written
	if err != nil || !bytes.Equal(again, b) || got.HA != cfg.HA {
		t.Fatalf("round trip changed the configuration (%v):\n%s\n---\n%s", err, b, again)
	}
}

// A file that sets only ha.lease_ttl gets renewal timings that fit it (a quarter and
// three quarters of it, the defaults at 4s); a timing the file sets is kept as set.
func TestLeaseTimingsFollowTheTTL(t *testing.T) {
	for _, tc := range []struct {
		yaml            string
		renew, deadline time.Duration
	}{
		{"ha:\n  lease_ttl: 2s\n", 500 * time.Millisecond, 1500 * time.Millisecond},
		{"ha:\n  lease_ttl: 40s\n", 10 * time.Second, 30 * time.Second},
		{"ha:\n  lease_ttl: 40s\n  renew_deadline: 20s\n", 10 * time.Second, 20 * time.Second},
		{"ha:\n  lease_ttl: 40s\n  renew_interval: 2s\n", 2 * time.Second, 30 * time.Second},
		{"ha:\n  shards: 2\n", time.Second, 3 * time.Second},
	} {
		cfg, err := Read(strings.NewReader(tc.yaml))
		if err != nil {
			t.Fatalf("%q: %v", tc.yaml, err)
		}
		if cfg.HA.RenewInterval != tc.renew || cfg.HA.RenewDeadline != tc.deadline {
			t.Errorf("%q: renew_interval %v, renew_deadline %v; want %v, %v", tc.yaml,
				cfg.HA.RenewInterval, cfg.HA.RenewDeadline, tc.renew, tc.deadline)
		}
	}
}

// scheduler.max_head_age and gasoracle.max_age, when a file leaves them out, follow
// gasoracle.poll_interval: a file that only slowed the oracle's poll to 90 s was
// refused ("must be longer than poll_interval"). A value the file sets is kept, 0 (no
// gate) included.
func TestHeadAgeFollowsThePollInterval(t *testing.T) {
	for _, tc := range []struct {
		yaml string
		want time.Duration
	}{
		{"gasoracle:\n  poll_interval: 90s\n", 450 * time.Second},
		{"gasoracle:\n  poll_interval: 5s\n", time.Minute},
		{"scheduler:\n  round_interval: 1s\n", time.Minute},
		{"gasoracle:\n  poll_interval: 90s\nscheduler:\n  max_head_age: 2m\n", 2 * time.Minute},
		{"gasoracle:\n  poll_interval: 90s\nscheduler:\n  max_head_age: 0s\n", 0},
	} {
		cfg, err := Read(strings.NewReader(tc.yaml))
		if err != nil {
			t.Fatalf("%q: %v", tc.yaml, err)
		}
		if got := cfg.Scheduler.MaxHeadAge.D(); got != tc.want {
			t.Errorf("%q: max_head_age %v, want %v", tc.yaml, got, tc.want)
		}
		if got, want := cfg.GasOracle.MaxAge, max(time.Minute, 5*cfg.GasOracle.PollInterval); got != want {
			t.Errorf("%q: gasoracle.max_age %v, want %v", tc.yaml, got, want)
		}
	}
}
