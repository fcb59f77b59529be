package devstack

import (
	"io"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"
)

// TestDevStackOnOP: the dev stack with --l2 op (the dev chain booted with the OP-stack
// L1Block and GasPriceOracle): the daemon's oracle prices the L1 data fee it reads there
// (its metrics say so), and requests complete as on L1 (the dev load's fee floor is off).
func TestDevStackOnOP(t *testing.T) {
	t.Parallel()
	o := testOptions(t)
	o.L2 = "op"
	s := startStack(t, o)
	reqs := sendRequestsBatchable(t, s, 4, DevModel, 10*time.Minute, false)
	for id, p := range waitFinal(t, s, reqs, 90*time.Second) {
		if p.body["status"] != "completed" {
			t.Errorf("request %s final answer %v", id, p.body)
		}
	}
	resp, err := http.Get(s.HTTPURL + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	metric := func(name string) float64 {
		for _, line := range strings.Split(string(body), "\n") {
			if rest, ok := strings.CutPrefix(line, name+" "); ok {
				v, err := strconv.ParseFloat(rest, 64)
				if err != nil {
					t.Fatalf("%s: %v", line, err)
				}
				return v
			}
		}
		t.Fatalf("no %s in /metrics", name)
		return 0
	}
	if v := metric("infersched_gas_l1_fee_wei_per_byte"); v <= 0 || v >= 1e12 {
		t.Errorf("L1 fee per byte %v", v)
	}
	if v := metric(`infersched_gas_l2_mode{mode="op"}`); v != 1 {
		t.Errorf("l2 mode op = %v", v)
	}
}

func TestOptionsL2Validated(t *testing.T) {
	o := DefaultOptions()
	o.L2 = "zk"
	if err := o.Validate(); err == nil || !strings.Contains(err.Error(), `l2: must be none, op or arbitrum, got "zk"`) {
		t.Fatalf("got %v", err)
	}
}
