package daemon

import (
	"bytes"
	"context"
	"encoding/json"
	"math/big"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/infersched/infersched/audit"
	"github.com/infersched/infersched/daemon/config"
	"github.com/infersched/infersched/decisionlog"
)

// TestAuditAnchorExportVerify: the daemon anchors spans of its decision log on the
// simulated chain; the log exported from NATS verifies offline and against the chain;
// the proof endpoint's proofs check against the on-chain roots; tampering is caught.
func TestAuditAnchorExportVerify(t *testing.T) {
	t.Parallel()
	s := newStack(t, func(c *config.Config) {
		c.Audit.AnchorEvery = 5
		c.Audit.ResubmitAfter = 5 * time.Second
		c.Audit.AnchorsPerHour = 3600
		c.Audit.AnchorBurst = 10
	})
	s.start()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	for i := range 2 {
		s.worker(i, ctx)
	}
	var ids []string
	for i := range 4 {
		ids = append(ids, s.request(i, int64(i+1)*1e15))
	}
	s.waitAll(ids, 40*time.Second, map[string][]poll{})

	js, err := jetstream.New(s.nc)
	if err != nil {
		t.Fatal(err)
	}
	// Idle rounds write no record: more requests until two spans of five records are
	// anchored.
	var anchors []decisionlog.Anchor
	deadline := time.Now().Add(60 * time.Second)
	for i := len(ids); len(anchors) < 2; i++ {
		if time.Now().After(deadline) {
			t.Fatalf("%d anchors after 60 s", len(anchors))
		}
		if i < 24 {
			s.waitAll([]string{s.request(i, int64(i%4+1)*1e15)}, 40*time.Second, map[string][]poll{})
		} else {
			time.Sleep(200 * time.Millisecond)
		}
		if anchors, err = audit.Anchors(context.Background(), js); err != nil {
			t.Fatal(err)
		}
	}
	s.stop() // the log stops growing; what is there is checked

	// On chain: the same spans and roots.
	for i, an := range anchors {
		got, err := s.chain.Anchor.AnchorAt(&bind.CallOpts{}, big.NewInt(int64(i)))
		if err != nil {
			t.Fatal(err)
		}
		if got.FromRound != an.FromRound || got.ToRound != an.ToRound || hexutil.Encode(got.Root[:]) != an.Root {
			t.Fatalf("anchor %d: log %+v, chain %+v", i, an, got)
		}
	}

	// Export and verify offline, then against the chain.
	var buf bytes.Buffer
	n, err := audit.Export(context.Background(), js, 0, 0, &buf)
	if err != nil || n < 10 {
		t.Fatalf("export: %d records, %v", n, err)
	}
	exported := buf.Bytes()
	var fails []decisionlog.Failure
	sum, err := decisionlog.VerifyLog(context.Background(), bytes.NewReader(exported), decisionlog.VerifyOptions{}, func(f decisionlog.Failure) { fails = append(fails, f) })
	if err != nil || len(fails) > 0 || sum.Records != n {
		t.Fatalf("clean log: %+v %v %v", sum, err, fails)
	}
	coll := audit.NewChainCollector()
	for rec, err := range decisionlog.Read(bytes.NewReader(exported), 0) {
		if err != nil {
			t.Fatal(err)
		}
		coll.Add(rec)
	}
	chainFails, err := coll.Check(context.Background(), s.chain.Client, s.chain.RouterAddress, s.chain.AnchorAddress)
	if err != nil || len(chainFails) > 0 {
		t.Fatalf("chain checks: %v %v", err, chainFails)
	}

	// Tampering: one byte of one record, and a record deleted.
	lines := bytes.Split(bytes.TrimSpace(exported), []byte("\n"))
	flipped := bytes.Clone(exported)
	at := bytes.Index(flipped, []byte(`"gas_price_gwei":`)) + len(`"gas_price_gwei":`)
	flipped[at] = '9'
	for name, log := range map[string][]byte{
		"flipped byte":   flipped,
		"deleted record": append(append(bytes.Join(lines[:3], []byte("\n")), '\n'), append(bytes.Join(lines[4:], []byte("\n")), '\n')...),
	} {
		var fs []decisionlog.Failure
		if _, err := decisionlog.VerifyLog(context.Background(), bytes.NewReader(log), decisionlog.VerifyOptions{}, func(f decisionlog.Failure) { fs = append(fs, f) }); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if len(fs) == 0 {
			t.Fatalf("%s: verified", name)
		}
		t.Logf("%s: %v", name, fs[0])
	}

	// The proof endpoint (served by a restarted daemon) against the on-chain root.
	s.start()
	an := anchors[0]
	round := an.FromRound + 2
	resp, err := http.Get(s.url() + "/v1/rounds/" + big.NewInt(int64(round)).String() + "/proof")
	if err != nil {
		t.Fatal(err)
	}
	var p audit.Proof
	if err := json.NewDecoder(resp.Body).Decode(&p); err != nil || resp.StatusCode != 200 {
		t.Fatalf("proof: %d %v", resp.StatusCode, err)
	}
	resp.Body.Close()
	onChain, err := s.chain.Anchor.AnchorAt(&bind.CallOpts{}, big.NewInt(0))
	if err != nil {
		t.Fatal(err)
	}
	leaf := [32]byte(hexutil.MustDecode(p.Leaf))
	var proof [][32]byte
	for _, h := range p.Proof {
		proof = append(proof, [32]byte(hexutil.MustDecode(h)))
	}
	if !decisionlog.VerifyProof(leaf, proof, onChain.Root) {
		t.Fatalf("proof of round %d does not verify against the on-chain root", round)
	}
	leaf[0] ^= 1
	if decisionlog.VerifyProof(leaf, proof, onChain.Root) {
		t.Fatal("a tampered leaf verified")
	}
	// Records are still found by round with anchors interleaved in the stream.
	last := anchors[len(anchors)-1].ToRound
	resp, err = http.Get(s.url() + "/v1/rounds/" + big.NewInt(int64(last)).String())
	if err != nil {
		t.Fatal(err)
	}
	var head struct {
		Round uint64 `json:"round"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&head); err != nil || resp.StatusCode != 200 || head.Round != last {
		t.Fatalf("GET round %d: %d %v %+v", last, resp.StatusCode, err, head)
	}
	resp.Body.Close()
	// And listed from a round, in round order, anchors left out.
	resp, err = http.Get(s.url() + "/v1/rounds?from=" + big.NewInt(int64(last-2)).String() + "&limit=3")
	if err != nil {
		t.Fatal(err)
	}
	var list struct {
		Rounds []struct {
			Round uint64 `json:"round"`
		} `json:"rounds"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&list); err != nil || resp.StatusCode != 200 || len(list.Rounds) != 3 ||
		list.Rounds[0].Round != last-2 || list.Rounds[2].Round != last {
		t.Fatalf("GET rounds from %d: %d %v %+v", last-2, resp.StatusCode, err, list)
	}
	resp.Body.Close()
	resp, err = http.Get(s.url() + "/v1/rounds/999999/proof")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusNotFound {
		t.Fatalf("proof of an unanchored round: %d", resp.StatusCode)
	}
	_ = strings.TrimSpace
}
