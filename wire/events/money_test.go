package events

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/infersched/infersched/scheduler"
)

// TestSubscriptionRequest: a request paid from a token subscription round-trips with
// its subscription, and the scheduler sees its fee as token units; one from an ETH
// subscription keeps its fee in wei.
func TestSubscriptionRequest(t *testing.T) {
	token := common.HexToAddress("0x00000000000000000000000000000000000000Cc")
	e := validRequest()
	e.Subscription = &Subscription{ID: 4, Token: token}
	b, err := json.Marshal(e)
	if err != nil {
		t.Fatal(err)
	}
	got, err := DecodeRequestEvent(b)
	if err != nil {
		t.Fatal(err)
	}
	r := got.Request()
	if r.FeeToken != "0x00000000000000000000000000000000000000cc" || r.FeeTokenAmount.Cmp(&e.PriorityFeeWei.Int) != 0 || r.PriorityFeeWei.Sign() != 0 {
		t.Fatalf("request %+v", r)
	}
	e.Subscription = &Subscription{ID: 4}
	if b, _ = json.Marshal(e); strings.Contains(string(b), `"token"`) {
		t.Fatalf("an ETH subscription names a token: %s", b)
	}
	if r := e.Request(); r.FeeToken != "" || r.PriorityFeeWei.Cmp(&e.PriorityFeeWei.Int) != 0 {
		t.Fatalf("ETH subscription request %+v", r)
	}
	e.Subscription = &Subscription{ID: 0}
	if err := e.Validate(); err == nil || !strings.Contains(err.Error(), "subscription.id") {
		t.Fatalf("subscription 0: %v", err)
	}
}

func TestFeeBumpAndWithdrawal(t *testing.T) {
	bump := FeeBumpEvent{EventMeta: meta(), ID: "9", Fee: scheduler.NewWei(5)}
	b, _ := json.Marshal(bump)
	if got, err := DecodeFeeBumpEvent(b); err != nil || got.Fee.Int64() != 5 {
		t.Fatalf("fee bump %+v, %v", got, err)
	}
	for _, bad := range []string{
		strings.Replace(string(b), `"fee":"5"`, `"fee":"-5"`, 1),
		strings.Replace(string(b), `"id":"9"`, `"id":"09"`, 1),
		strings.Replace(string(b), `"fee":"5"`, `"fee":"5","extra":1`, 1),
		strings.Replace(string(b), `"fee":"5"`, `"fee":"340282366920938463463374607431768211456"`, 1), // 2^128
	} {
		if _, err := DecodeFeeBumpEvent([]byte(bad)); !errors.Is(err, ErrInvalidMessage) {
			t.Errorf("%s: %v", bad, err)
		}
	}
	w := WithdrawalEvent{EventMeta: meta(), ID: "9", EffectiveAt: 1_800_000_000}
	b, _ = json.Marshal(w)
	if got, err := DecodeWithdrawalEvent(b); err != nil || got.EffectiveAt != w.EffectiveAt {
		t.Fatalf("withdrawal %+v, %v", got, err)
	}
	w.EffectiveAt = 0
	b, _ = json.Marshal(w)
	if _, err := DecodeWithdrawalEvent(b); !errors.Is(err, ErrInvalidMessage) {
		t.Fatalf("withdrawal effective at 0: %v", err)
	}
	r := Retraction{EventMeta: meta(), Kind: KindFeeBump, ID: "9", MsgID: "1337:0x02:3"}
	if err := r.Validate(); err != nil {
		t.Fatalf("retraction of a fee bump: %v", err)
	}
}
