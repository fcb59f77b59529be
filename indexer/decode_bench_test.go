package indexer

import (
	"encoding/json"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/infersched/infersched/wire/events"
)

// requestLog builds an InferenceRequested log as the router emits it.
func requestLog(tb testing.TB, d *decoder, id int64, model string, maxTokens, mem uint32, submitted, deadline uint64) types.Log {
	tb.Helper()
	data, err := d.requested.Inputs.NonIndexed().Pack(model, []byte("prompt"), maxTokens, big.NewInt(1e16),
		submitted, deadline, uint32(150_000), mem, true, uint32(0))
	if err != nil {
		tb.Fatal(err)
	}
	return types.Log{
		Address:     common.HexToAddress("0x00000000000000000000000000000000000000aa"),
		Topics:      []common.Hash{d.requested.ID, common.BigToHash(big.NewInt(id)), common.BytesToHash(common.HexToAddress("0xbb").Bytes())},
		Data:        data,
		BlockNumber: 10,
		BlockHash:   common.HexToHash("0x01"),
		TxHash:      common.HexToHash("0x02"),
		Index:       uint(id),
	}
}

func BenchmarkDecodeRequest(b *testing.B) {
	d, err := newDecoder(1337, common.Address{})
	if err != nil {
		b.Fatal(err)
	}
	l := requestLog(b, d, 1, "llama3-8b", 256, 8192, 1_700_000_000, 1_700_000_600)
	b.ReportAllocs()
	for b.Loop() {
		out := d.decode(l)
		if out.kind != events.KindRequest {
			b.Fatal(out.value)
		}
		if _, err := json.Marshal(out.value); err != nil {
			b.Fatal(err)
		}
	}
}
