package indexer

import (
	"errors"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/infersched/infersched/contracts/bindings"
	"github.com/infersched/infersched/contracts/contractstest"
	"github.com/infersched/infersched/wire"
	"github.com/infersched/infersched/wire/events"
)

func TestConfigValidate(t *testing.T) {
	if err := DefaultConfig().Validate(); err != nil {
		t.Fatalf("default config: %v", err)
	}
	// use_finalized alone is enough: the default confirmations beside it are not used
	// (it used to be refused unless confirmations: 0 was set too).
	fin := DefaultConfig()
	fin.UseFinalized = true
	if err := fin.Validate(); err != nil {
		t.Errorf("use_finalized with default confirmations: %v", err)
	}
	for name, tc := range map[string]struct {
		mod  func(*Config)
		want []string
	}{
		"too many confirmations": {func(c *Config) { c.Confirmations = 10_001 }, []string{"confirmations: must be at most 10000, got 10001"}},
		"batch":                  {func(c *Config) { c.BatchBlocks = 0 }, []string{"batch_blocks: must be between 1 and 1000000, got 0"}},
		"poll":                   {func(c *Config) { c.PollInterval = time.Millisecond }, []string{"poll_interval: must be at least 10ms, got 1ms"}},
		"window and timeout": {func(c *Config) { c.ReorgWindow, c.PublishTimeout = 0, 0 }, []string{
			"publish_timeout: must be positive, got 0s", "reorg_window: must be between 1 and 10000, got 0"}},
	} {
		t.Run(name, func(t *testing.T) {
			c := DefaultConfig()
			tc.mod(&c)
			err := c.Validate()
			if err == nil {
				t.Fatal("want an error")
			}
			if got := strings.Split(err.Error(), "\n"); len(got) != len(tc.want) {
				t.Errorf("got %d problems %q, want %q", len(got), got, tc.want)
			}
			for _, w := range tc.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("%q lacks %q", err, w)
				}
			}
		})
	}
}

func TestNewRejectsMissingWiring(t *testing.T) {
	_, err := New(DefaultConfig(), nil, Ports{}, nil, nil)
	if !errors.Is(err, ErrNoRouter) || !strings.Contains(err.Error(), "nil rpc pool") ||
		!strings.Contains(err.Error(), "ports need events, checkpoints and sightings") {
		t.Errorf("New without router, pool and ports: %v", err)
	}
}

func TestIsRangeLimit(t *testing.T) {
	for msg, want := range map[string]bool{
		"query returned more than 10000 results":                                        true,
		"Log response size exceeded. You can make eth_getLogs requests with up to a 2K": true,
		"exceed maximum block range: 5000":                                              true,
		"block range is too wide":                                                       true,
		"eth_getLogs is limited to a 10,000 range":                                      true,
		"limit exceeded":            true,
		"connection refused":        false,
		"execution reverted":        false,
		"context deadline exceeded": false,
	} {
		if got := isRangeLimit(errors.New(msg)); got != want {
			t.Errorf("isRangeLimit(%q) = %v, want %v", msg, got, want)
		}
	}
	if isRangeLimit(nil) {
		t.Error("nil is not a range limit")
	}
}

// The hand-written ABI fragment must name the same events as the contract.
func TestEventsMatchTheContract(t *testing.T) {
	parsed, err := bindings.InferenceRouterMetaData.GetAbi()
	if err != nil {
		t.Fatal(err)
	}
	d, err := newDecoder(1, common.Address{})
	if err != nil {
		t.Fatal(err)
	}
	for _, ev := range []struct {
		name string
		id   common.Hash
	}{{"InferenceRequested", d.requested.ID}, {"ResultSubmitted", d.result.ID}, {"Refunded", d.refunded.ID},
		{"FeeBumped", d.bumped.ID}, {"WithdrawalRequested", d.withdrawn.ID}, {"RequestFromSubscription", d.fromSub.ID}} {
		if got := parsed.Events[ev.name]; got.ID != ev.id {
			t.Errorf("%s: contract %s (%s), indexer %s", ev.name, got.ID, got.Sig, ev.id)
		}
	}
}

// The bound the event validation puts on callback gas is the router's own.
func TestCallbackGasBoundMatchesTheContract(t *testing.T) {
	chain := contractstest.NewChain(t)
	got, err := chain.Router.MAXCALLBACKGASLIMIT(nil)
	if err != nil {
		t.Fatal(err)
	}
	if got != events.MaxCallbackGasLimit {
		t.Fatalf("router MAX_CALLBACK_GAS_LIMIT %d, events.MaxCallbackGasLimit %d", got, events.MaxCallbackGasLimit)
	}
}

func TestDecodeRejects(t *testing.T) {
	d, err := newDecoder(1337, common.Address{})
	if err != nil {
		t.Fatal(err)
	}
	good := requestLog(t, d, 1, "m", 1, 1, 100, 200)
	if out := d.decode(good); out.kind != events.KindRequest {
		t.Fatalf("valid log rejected: %+v", out.value)
	}
	for name, tc := range map[string]struct {
		log  func() types.Log
		want string
	}{
		"unknown topic":   {func() types.Log { l := good; l.Topics = []common.Hash{{1}}; return l }, "not an event the indexer reads"},
		"no topics":       {func() types.Log { l := good; l.Topics = nil; return l }, "not an event the indexer reads"},
		"missing topic":   {func() types.Log { l := good; l.Topics = l.Topics[:2]; return l }, "want 3 topics, got 2"},
		"id 0":            {func() types.Log { l := good; l.Topics = []common.Hash{l.Topics[0], {}, l.Topics[2]}; return l }, "id: must not be 0"},
		"dirty address":   {func() types.Log { l := good; l.Topics = []common.Hash{l.Topics[0], l.Topics[1], {1}}; return l }, "topic 2 is not an address"},
		"truncated data":  {func() types.Log { l := good; l.Data = l.Data[:40]; return l }, "data:"},
		"no data":         {func() types.Log { l := good; l.Data = nil; return l }, "data:"},
		"deadline":        {func() types.Log { return requestLog(t, d, 1, "m", 1, 1, 200, 200) }, "deadline: must be after submitted_at"},
		"empty model":     {func() types.Log { return requestLog(t, d, 1, "", 1, 1, 100, 200) }, "model: must not be empty"},
		"zero max tokens": {func() types.Log { return requestLog(t, d, 1, "m", 0, 1, 100, 200) }, "max_tokens: must be positive"},
		"zero memory":     {func() types.Log { return requestLog(t, d, 1, "m", 1, 0, 100, 200) }, "required_memory_mb: must be positive"},
		"callback gas": {func() types.Log {
			l := requestLog(t, d, 1, "m", 1, 1, 100, 200)
			l.Data = append([]byte(nil), l.Data...)
			l.Data[9*32+28] = 0xff // callbackGasLimit word: 0xff000000, above MAX_CALLBACK_GAS_LIMIT
			return l
		}, "callback_gas_limit: must be at most 5000000"},
		"uint32 overflow": {func() types.Log {
			l := requestLog(t, d, 1, "m", 1, 1, 100, 200)
			l.Data = append([]byte(nil), l.Data...)
			l.Data[2*32+27] = 1 // maxTokens word: a bit above 32 bits
			return l
		}, "data:"},
		"bad bool": {func() types.Log {
			l := requestLog(t, d, 1, "m", 1, 1, 100, 200)
			l.Data = append([]byte(nil), l.Data...)
			l.Data[8*32+31] = 2
			return l
		}, "data:"},
		"result hash": {func() types.Log {
			data, _ := d.data[d.result.ID].Pack([32]byte{1}, []byte("out"))
			return types.Log{Address: good.Address, Topics: []common.Hash{d.result.ID, common.BigToHash(big.NewInt(1)), good.Topics[2]},
				Data: data, BlockHash: good.BlockHash, TxHash: good.TxHash}
		}, "output_hash: is not the keccak256 of output"},
	} {
		t.Run(name, func(t *testing.T) {
			out := d.decode(tc.log())
			rej, ok := out.value.(events.Rejection)
			if !ok || out.kind != "" || out.subject != wire.SubjectRejections {
				t.Fatalf("not rejected: %+v", out)
			}
			if !strings.Contains(rej.Reason, tc.want) {
				t.Errorf("reason %q lacks %q", rej.Reason, tc.want)
			}
			if err := rej.Validate(); err != nil {
				t.Errorf("the rejection itself is invalid: %v", err)
			}
		})
	}
}

// Whatever a log holds, decoding never panics and yields either a valid event or a
// valid rejection carrying the raw log.
func FuzzDecodeLog(f *testing.F) {
	d, err := newDecoder(1337, common.Address{})
	if err != nil {
		f.Fatal(err)
	}
	good := requestLog(f, d, 1, "m", 1, 1, 100, 200)
	f.Add(0, good.Data, good.Topics[1][:], good.Topics[2][:])
	f.Add(1, []byte{}, []byte{1}, []byte{2})
	f.Add(2, make([]byte, 32), []byte{1}, []byte{2})
	f.Fuzz(func(t *testing.T, which int, data, t1, t2 []byte) {
		ids := d.topics()
		l := good
		l.Topics = []common.Hash{ids[(which%3+3)%3], common.BytesToHash(t1), common.BytesToHash(t2)}
		l.Data = data
		out := d.decode(l)
		switch v := out.value.(type) {
		case events.Rejection:
			if err := v.Validate(); err != nil || string(v.Data) != string(data) {
				t.Fatalf("bad rejection %+v: %v", v, err)
			}
		case events.RequestEvent:
			if err := v.Validate(); err != nil {
				t.Fatal(err)
			}
		case events.ResultEvent:
			if err := v.Validate(); err != nil {
				t.Fatal(err)
			}
		case events.RefundEvent:
			if err := v.Validate(); err != nil {
				t.Fatal(err)
			}
		default:
			t.Fatalf("unexpected %T", v)
		}
	})
}
