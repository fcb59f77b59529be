package decisionlog

import (
	"fmt"
	"strings"

	"github.com/infersched/infersched/wire"
)

// The checks of a log with several chains: every shard's leader appends to a
// chain of its own (Record.Shard), each checked for its hashes, links and rounds on its
// own, and together for what no shard may do alone.
const (
	// CheckShard: the record's shard is not one of the log's (negative, or not below
	// VerifyOptions.Shards), or one of its requests belongs to another shard by its model
	// (wire.ShardOf, when the shard count is known).
	CheckShard = "shard"
	// CheckShardTwice: a request is assigned on the chains of two shards: two leaders
	// scheduled it.
	CheckShardTwice = "policy.shard_twice"
)

// chainState is what the in-order checks keep per chain.
type chainState struct {
	prev       *link
	verified   int
	first      uint64
	maxVersion int
}

// shardAnchor keys an anchored span by its chain: two chains have rounds of the same
// numbers.
type shardAnchor struct {
	shard int
	Anchor
}

// shardCheck is the Verifier's state across chains.
type shardCheck struct {
	// shards is the shard count the log was written with (ha.shards); 0: unknown, and
	// a request's model is not checked against its chain.
	shards int
	// scheduledBy is the shard whose chain assigned each request, until its deadline
	// (after which no chain can assign it: CheckExpired).
	scheduledBy map[string]scheduledOn
	records     int
}

type scheduledOn struct {
	shard      int
	round      uint64
	deadlineMS int64 // 0: content unknown, kept
}

// SetShards tells the Verifier the shard count the log was written with, so that each
// request's model is checked against the chain it is on (wire.ShardOf). 0, the default,
// leaves that check out; the others run whatever the count.
func (v *Verifier) SetShards(n int) { v.shards = max(n, 0) }

// useChain swaps rec's chain's state into the Verifier's fields; the func it returns
// stores them back.
func (v *Verifier) useChain(shard int) func() {
	c := v.chains[shard]
	if c == nil {
		c = &chainState{}
		v.chains[shard] = c
	}
	v.prev, v.verified, v.first, v.maxVersion = c.prev, c.verified, c.first, c.maxVersion
	return func() {
		c.prev, c.verified, c.first, c.maxVersion = v.prev, v.verified, v.first, v.maxVersion
	}
}

// checkShard checks rec's shard and, across chains, that none of its assignments was
// made on another shard's chain. rec has its requests inline where they could be
// resolved.
func (v *Verifier) checkShard(rec *Record, deadlines []int64) []Failure {
	var fs []Failure
	fail := func(check, format string, args ...any) {
		fs = append(fs, Failure{rec.Round, check, fmt.Sprintf(format, args...)})
	}
	if rec.Shard < 0 || v.shards > 0 && rec.Shard >= v.shards {
		fail(CheckShard, "shard %d is not one of the log's %d shards", rec.Shard, max(v.shards, 1))
	}
	for i := range rec.Inputs.Requests {
		c := rec.Inputs.Requests[i].Content
		if c == nil || v.shards <= 0 {
			continue
		}
		if want := wire.ShardOf(c.ModelID, v.shards); want != rec.Shard {
			fail(CheckShard, "request %q (model %q) is on the chain of shard %d; its model's shard is %d of %d", c.ID, c.ModelID, rec.Shard, want, v.shards)
		}
	}
	if v.scheduledBy == nil {
		v.scheduledBy = map[string]scheduledOn{}
	}
	for i, a := range rec.Decision.Assigned {
		if on, ok := v.scheduledBy[a.RequestID]; ok && on.shard != rec.Shard {
			fail(CheckShardTwice, "request %q is assigned on the chain of shard %d and was assigned on the chain of shard %d (round %d)", a.RequestID, rec.Shard, on.shard, on.round)
			continue
		}
		// Copied, not to keep the record's line alive (across.check).
		v.scheduledBy[strings.Clone(a.RequestID)] = scheduledOn{rec.Shard, rec.Round, deadlines[i]}
	}
	v.records++
	if v.records%1024 == 0 {
		for id, on := range v.scheduledBy {
			if on.deadlineMS > 0 && on.deadlineMS < rec.Inputs.NowMS {
				delete(v.scheduledBy, id)
			}
		}
	}
	return fs
}

// tagShard names the chain in the failures of a record (wire.ChainLabel).
func tagShard(fs []Failure, shard int) []Failure {
	if label := wire.ChainLabel(shard); label != "" {
		for i := range fs {
			fs[i].Detail = label + fs[i].Detail
		}
	}
	return fs
}
