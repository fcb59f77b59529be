package wire

import (
	"errors"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"pgregory.net/rapid"
)

func TestModelToken(t *testing.T) {
	for model, want := range map[string]string{
		"llama3":         "llama3",
		"llama-3_1":      "llama-3_1",
		"llama-3.1:8b":   "llama-3%2E1%3A8b",
		"a*b>c d":        "a%2Ab%3Ec%20d",
		"100%":           "100%25",
		"modèle":         "mod%C3%A8le",
		"":               "%",
		"infer.requests": "infer%2Erequests",
	} {
		if got := ModelToken(model); got != want {
			t.Errorf("ModelToken(%q) = %q, want %q", model, got, want)
		}
	}
	if got := RequestSubject("llama-3.1"); got != "infer.requests.llama-3%2E1" {
		t.Errorf("RequestSubject = %q", got)
	}
	if got := AssignSubject(common.HexToAddress("0xABCDEF0000000000000000000000000000000001")); got != "infer.assign.0xabcdef0000000000000000000000000000000001" {
		t.Errorf("AssignSubject = %q", got)
	}
}

func TestModelTokenRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		model := rapid.StringN(1, 40, -1).Draw(t, "model")
		tok := ModelToken(model)
		if strings.ContainsAny(tok, ".*> \t\r\n") {
			t.Fatalf("token %q of %q is not a single subject token", tok, model)
		}
		for i := 0; i < len(tok); i++ {
			if tok[i] < 0x21 || tok[i] > 0x7e {
				t.Fatalf("token %q has a non-printable byte", tok)
			}
		}
		back, err := ModelFromToken(tok)
		if err != nil || back != model {
			t.Fatalf("ModelFromToken(%q) = %q, %v; want %q", tok, back, err, model)
		}
	})
}

func TestModelFromTokenRejects(t *testing.T) {
	for _, tok := range []string{"", "%", "%2", "%2e", "%41", "a.b", "a b", "%ZZ", "abc%"} {
		if m, err := ModelFromToken(tok); !errors.Is(err, ErrBadToken) {
			t.Errorf("ModelFromToken(%q) = %q, %v; want ErrBadToken", tok, m, err)
		}
	}
}

func FuzzModelFromToken(f *testing.F) {
	for _, s := range []string{"llama3", "a%2Eb", "%", "%C3%A8"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, tok string) {
		m, err := ModelFromToken(tok)
		if err != nil {
			return
		}
		if ModelToken(m) != tok {
			t.Fatalf("ModelFromToken(%q) = %q, whose token is %q", tok, m, ModelToken(m))
		}
	})
}

func TestPerWorkerAndPerRoundSubjects(t *testing.T) {
	w := common.HexToAddress("0xABCDEF0000000000000000000000000000000001")
	for got, want := range map[string]string{
		AckSubject(w):          "infer.acks.0xabcdef0000000000000000000000000000000001",
		HeartbeatSubject(w):    "infer.heartbeat.0xabcdef0000000000000000000000000000000001",
		DecisionSubject(0):     "infer.decisions.0",
		DecisionSubject(12345): "infer.decisions.12345",
	} {
		if got != want {
			t.Errorf("subject %q, want %q", got, want)
		}
	}
	for _, n := range []uint64{0, 1, 99, 1 << 63} {
		if got, ok := RoundOfSubject(DecisionSubject(n)); !ok || got != n {
			t.Errorf("RoundOfSubject(DecisionSubject(%d)) = %d, %v", n, got, ok)
		}
	}
	for _, s := range []string{"infer.decisions", "infer.decisions.", "infer.decisions.01", "infer.decisions.x", "infer.anchors", "infer.decisions.-1"} {
		if n, ok := RoundOfSubject(s); ok {
			t.Errorf("RoundOfSubject(%q) = %d, true", s, n)
		}
	}
}

// Each shard's chain has its own subjects: shard 0's are the subjects of a log of one
// shard, shard i's infer.decisions.<i>.<round>, and each chain's filter matches its own
// records only.
func TestShardDecisionSubjects(t *testing.T) {
	for _, c := range []struct {
		shard int
		round uint64
		want  string
	}{{0, 7, "infer.decisions.7"}, {1, 7, "infer.decisions.1.7"}, {255, 1 << 63, "infer.decisions.255.9223372036854775808"}} {
		got := DecisionSubjectOf(c.shard, c.round)
		if got != c.want {
			t.Errorf("DecisionSubjectOf(%d, %d) = %q, want %q", c.shard, c.round, got, c.want)
		}
		if sh, n, ok := ShardRoundOfSubject(got); !ok || sh != c.shard || n != c.round {
			t.Errorf("ShardRoundOfSubject(%q) = %d, %d, %v", got, sh, n, ok)
		}
	}
	if DecisionChainFilter(0) != SubjectDecisionsAll || DecisionChainFilter(3) != "infer.decisions.3.*" {
		t.Errorf("chain filters %q, %q", DecisionChainFilter(0), DecisionChainFilter(3))
	}
	for _, s := range []string{"infer.decisions.0.5", "infer.decisions.01.5", "infer.decisions.1.05", "infer.decisions.1.", "infer.decisions.1.x",
		"infer.decisions.-1.5", "infer.decisions.1.2.3", "infer.decisions.99999999999.1"} {
		if sh, n, ok := ShardRoundOfSubject(s); ok {
			t.Errorf("ShardRoundOfSubject(%q) = %d, %d, true", s, sh, n)
		}
	}
	for _, m := range []string{"llama-7b", "gpt-2", ""} {
		if ShardOf(m, 1) != 0 || ShardOf(m, 0) != 0 {
			t.Errorf("ShardOf(%q) with one shard is not 0", m)
		}
		if s := ShardOf(m, 3); s < 0 || s >= 3 {
			t.Errorf("ShardOf(%q, 3) = %d", m, s)
		}
	}
}

// Each chain's anchors on a subject of their own; shard 0 keeps infer.anchors.
func TestAnchorSubjectOf(t *testing.T) {
	for shard, want := range map[int]string{0: "infer.anchors", 1: "infer.anchors.1", 12: "infer.anchors.12"} {
		got := AnchorSubjectOf(shard)
		if got != want {
			t.Errorf("AnchorSubjectOf(%d) = %q, want %q", shard, got, want)
		}
		if sh, ok := ShardOfAnchorSubject(got); !ok || sh != shard {
			t.Errorf("ShardOfAnchorSubject(%q) = %d, %v", got, sh, ok)
		}
	}
	for _, s := range []string{"infer.anchors.0", "infer.anchors.01", "infer.anchors.", "infer.anchors.x", "infer.anchors.1.2",
		"infer.anchors.-1", "infer.anchors.99999999999999999999", "infer.decisions.1"} {
		if sh, ok := ShardOfAnchorSubject(s); ok {
			t.Errorf("ShardOfAnchorSubject(%q) = %d, true", s, sh)
		}
	}
}
