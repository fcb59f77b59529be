package events

import (
	"encoding/json"
	"errors"
	"math/big"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/infersched/infersched/scheduler"
)

func meta() EventMeta {
	return EventMeta{
		ChainID:     1337,
		Contract:    common.HexToAddress("0x00000000000000000000000000000000000000aa"),
		BlockNumber: 7,
		BlockHash:   common.HexToHash("0x01"),
		TxHash:      common.HexToHash("0x02"),
		LogIndex:    3,
	}
}

func validRequest() RequestEvent {
	return RequestEvent{
		EventMeta:        meta(),
		ID:               "1",
		Requester:        common.HexToAddress("0x00000000000000000000000000000000000000bb"),
		Model:            "llama-3.1:8b",
		Prompt:           []byte("hello"),
		MaxTokens:        256,
		PriorityFeeWei:   scheduler.NewWei(1e16),
		SubmittedAt:      1_700_000_000,
		Deadline:         1_700_000_060,
		GasLimit:         150_000,
		RequiredMemoryMB: 8192,
		Batchable:        true,
	}
}

func TestRequestEventRoundTrip(t *testing.T) {
	e := validRequest()
	b, err := json.Marshal(e)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`"priority_fee_wei":"10000000000000000"`, `"contract":"0x00000000000000000000000000000000000000aa"`, `"chain_id":1337`} {
		if !strings.Contains(string(b), want) {
			t.Errorf("%s does not contain %s", b, want)
		}
	}
	got, err := DecodeRequestEvent(b)
	if err != nil {
		t.Fatal(err)
	}
	if got.MsgID() != "1337:0x0000000000000000000000000000000000000000000000000000000000000002:3" {
		t.Errorf("MsgID = %s", got.MsgID())
	}
	r := got.Request()
	if r.ID != "1" || r.User != "0x00000000000000000000000000000000000000bb" || r.ModelID != e.Model ||
		r.SubmittedAtMS != 1_700_000_000_000 || r.DeadlineMS != 1_700_000_060_000 || r.PriorityFeeWei.String() != "10000000000000000" ||
		r.RequiredMemoryMB != 8192 || !r.Batchable || r.MaxTokens != 256 || r.GasLimit != 150_000 {
		t.Errorf("Request() = %+v", r)
	}
}

func TestRequestEventValidate(t *testing.T) {
	for name, tc := range map[string]struct {
		mod  func(*RequestEvent)
		want []string
	}{
		"empty model":    {func(e *RequestEvent) { e.Model = "" }, []string{"model: must not be empty"}},
		"long model":     {func(e *RequestEvent) { e.Model = strings.Repeat("m", 257) }, []string{"model: must be at most 256 bytes"}},
		"bad utf8":       {func(e *RequestEvent) { e.Model = "\xff" }, []string{"model: must be valid UTF-8"}},
		"zero tokens":    {func(e *RequestEvent) { e.MaxTokens = 0 }, []string{"max_tokens: must be positive"}},
		"deadline":       {func(e *RequestEvent) { e.Deadline = e.SubmittedAt }, []string{"deadline: must be after submitted_at"}},
		"memory":         {func(e *RequestEvent) { e.RequiredMemoryMB = 0 }, []string{"required_memory_mb: must be positive"}},
		"fee":            {func(e *RequestEvent) { e.PriorityFeeWei = scheduler.WeiFromBig(MaxFeeWei) }, []string{"priority_fee_wei: must be below 2^128 wei"}},
		"far future":     {func(e *RequestEvent) { e.Deadline = MaxUnixSeconds + 1 }, []string{"deadline: must be a unix time in seconds up to"}},
		"id zero":        {func(e *RequestEvent) { e.ID = "0" }, []string{"id: must be between 1 and 2^256-1"}},
		"id leading 0":   {func(e *RequestEvent) { e.ID = "01" }, []string{"id: must be a decimal uint256"}},
		"id hex":         {func(e *RequestEvent) { e.ID = "0x1" }, []string{"id: must be a decimal uint256"}},
		"id too big":     {func(e *RequestEvent) { e.ID = new(big.Int).Lsh(big.NewInt(1), 256).String() }, []string{"id: must be between 1 and 2^256-1"}},
		"meta":           {func(e *RequestEvent) { e.ChainID, e.TxHash = 0, common.Hash{} }, []string{"chain_id: must be positive", "tx_hash: must not be zero"}},
		"zero requester": {func(e *RequestEvent) { e.Requester = common.Address{} }, []string{"requester: must not be the zero address"}},
	} {
		t.Run(name, func(t *testing.T) {
			e := validRequest()
			tc.mod(&e)
			err := e.Validate()
			if err == nil {
				t.Fatal("want an error")
			}
			for _, w := range tc.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("%q does not contain %q", err, w)
				}
			}
		})
	}
}

func TestDecodeStrict(t *testing.T) {
	good, _ := json.Marshal(validRequest())
	for name, b := range map[string][]byte{
		"unknown field": []byte(strings.Replace(string(good), `"batchable"`, `"extra":1,"batchable"`, 1)),
		"trailing":      append(append([]byte{}, good...), []byte(` {}`)...),
		"fee as number": []byte(strings.Replace(string(good), `"10000000000000000"`, `10000000000000000`, 1)),
		"negative fee":  []byte(strings.Replace(string(good), `"10000000000000000"`, `"-1"`, 1)),
		"short hash":    []byte(strings.Replace(string(good), `"tx_hash":"0x`, `"tx_hash":"0x1`, 1)),
		"null":          []byte(`null`),
		"array":         []byte(`[]`),
		"empty":         nil,
	} {
		if _, err := DecodeRequestEvent(b); !errors.Is(err, ErrInvalidMessage) {
			t.Errorf("%s: err = %v, want ErrInvalidMessage", name, err)
		}
	}
}

func TestOtherMessages(t *testing.T) {
	out := []byte("the answer")
	res := ResultEvent{EventMeta: meta(), ID: "5", Worker: common.HexToAddress("0xcc"), OutputHash: crypto.Keccak256Hash(out), Output: out}
	b, _ := json.Marshal(res)
	if _, err := DecodeResultEvent(b); err != nil {
		t.Errorf("result: %v", err)
	}
	res.OutputHash = common.HexToHash("0x05")
	b, _ = json.Marshal(res)
	if _, err := DecodeResultEvent(b); err == nil || !strings.Contains(err.Error(), "output_hash: is not the keccak256 of output") {
		t.Errorf("result with a wrong hash: %v", err)
	}
	ref := RefundEvent{EventMeta: meta(), ID: "5", Requester: common.HexToAddress("0xbb"), AmountWei: scheduler.NewWei(0)}
	b, _ = json.Marshal(ref)
	if _, err := DecodeRefundEvent(b); err != nil {
		t.Errorf("refund: %v", err)
	}
	ret := Retraction{EventMeta: meta(), Kind: KindRequest, ID: "5", MsgID: meta().MsgID()}
	b, _ = json.Marshal(ret)
	if _, err := DecodeRetraction(b); err != nil {
		t.Errorf("retraction: %v", err)
	}
	ret.Kind = "other"
	b, _ = json.Marshal(ret)
	if _, err := DecodeRetraction(b); err == nil {
		t.Error("retraction of an unknown kind decoded")
	}
	rej := Rejection{EventMeta: meta(), Reason: "max_tokens: must be positive", Topics: []common.Hash{{1}}, Data: []byte{1, 2}}
	b, _ = json.Marshal(rej)
	if !strings.Contains(string(b), `"data":"0x0102"`) {
		t.Errorf("rejection data not hex: %s", b)
	}
	if _, err := DecodeRejection(b); err != nil {
		t.Errorf("rejection: %v", err)
	}
}

func FuzzDecodeRequestEvent(f *testing.F) {
	good, _ := json.Marshal(validRequest())
	f.Add(good)
	f.Add([]byte(`{"id":"1"}`))
	f.Add([]byte(`{"priority_fee_wei":"1e3"}`))
	f.Fuzz(func(t *testing.T, b []byte) {
		e, err := DecodeRequestEvent(b)
		if err != nil {
			return
		}
		// Whatever decodes is valid and survives a round trip unchanged.
		if err := e.Validate(); err != nil {
			t.Fatalf("decoded an invalid event: %v", err)
		}
		again, err := json.Marshal(e)
		if err != nil {
			t.Fatal(err)
		}
		e2, err := DecodeRequestEvent(again)
		if err != nil {
			t.Fatalf("re-encoded event does not decode: %v", err)
		}
		if e2.MsgID() != e.MsgID() || e2.Model != e.Model || e2.PriorityFeeWei.Cmp(&e.PriorityFeeWei.Int) != 0 {
			t.Fatalf("round trip changed the event: %+v vs %+v", e, e2)
		}
		_ = e.Request()
	})
}

func FuzzDecodeResultEvent(f *testing.F) {
	out := []byte("x")
	good, _ := json.Marshal(ResultEvent{EventMeta: meta(), ID: "5", Worker: common.HexToAddress("0xcc"), OutputHash: crypto.Keccak256Hash(out), Output: out})
	f.Add(good)
	f.Fuzz(func(t *testing.T, b []byte) {
		e, err := DecodeResultEvent(b)
		if err == nil && crypto.Keccak256Hash(e.Output) != e.OutputHash {
			t.Fatal("decoded a result whose hash does not match")
		}
	})
}
