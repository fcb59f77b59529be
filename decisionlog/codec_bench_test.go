package decisionlog

import (
	"bytes"
	"fmt"
	"testing"

	jsonv2 "github.com/go-json-experiment/json"
	"github.com/go-json-experiment/json/jsontext"
	jsonv1 "github.com/go-json-experiment/json/v1"

	"github.com/infersched/infersched/scheduler"
)

// The record's codec against maintained ones, on the two paths that run per round: the
// daemon's write (a record to the bytes it stores) and the auditor's read (stored bytes
// to a record, checked to be the record's canonical form, which the hash chain needs:
// unknown, duplicate or differently cased members and any other spelling are refused).
//
//   - hand: Encode and Decode (fastenc.go, fastdec.go with canonparse.go's checks).
//   - stdlib: encoding/json, the canonical form's definition (canonical()); reading is
//     the strict decoder and a re-encoding compared with the input.
//   - jsonv2: github.com/go-json-experiment/json (the proposed encoding/json/v2) with
//     encoding/json's semantics (DefaultOptionsV1) and HTML escaping off, so that it
//     writes the same bytes; reading rejects unknown members and compares the
//     re-encoding likewise.
//
// Each maintained encoder must write exactly the hand encoder's bytes, or its figure
// would measure another format: the set-up fails otherwise.
func BenchmarkCodec(b *testing.B) {
	v2opts := jsonv2.JoinOptions(jsonv1.DefaultOptionsV1(), jsontext.EscapeForHTML(false))
	v2read := jsonv2.JoinOptions(v2opts, jsonv2.RejectUnknownMembers(true))
	encoders := []struct {
		name string
		enc  func(*Record) ([]byte, error)
	}{
		{"hand", Encode},
		{"stdlib", func(r *Record) ([]byte, error) { return canonical(r) }},
		{"jsonv2", func(r *Record) ([]byte, error) { return jsonv2.Marshal(r, v2opts) }},
	}
	decoders := []struct {
		name string
		dec  func([]byte) (*Record, error)
	}{
		{"hand", func(b []byte) (*Record, error) { return Decode(b, 0) }},
		{"stdlib", func(b []byte) (*Record, error) {
			var r Record
			if err := strictUnmarshal(b, &r); err != nil {
				return nil, err
			}
			again, err := canonical(&r)
			if err != nil || !bytes.Equal(again, b) {
				return nil, fmt.Errorf("not canonical (%v)", err)
			}
			return &r, nil
		}},
		{"jsonv2", func(b []byte) (*Record, error) {
			var r Record
			if err := jsonv2.Unmarshal(b, &r, v2read); err != nil {
				return nil, err
			}
			again, err := jsonv2.Marshal(&r, v2opts)
			if err != nil || !bytes.Equal(again, b) {
				return nil, fmt.Errorf("not canonical (%v)", err)
			}
			return &r, nil
		}},
	}
	for _, sz := range []struct{ req, work int }{{1_000, 100}, {5_000, 300}, {20_000, 1_000}} {
		s := benchSnapshot(sz.req, sz.work)
		cfg := scheduler.DefaultConfig()
		rec, err := NewRecord(1, s.NowMS, s, cfg, scheduler.Plan(s, cfg), false)
		if err != nil {
			b.Fatal(err)
		}
		if err := Append(rec, nil); err != nil {
			b.Fatal(err)
		}
		want, err := Encode(rec)
		if err != nil {
			b.Fatal(err)
		}
		name := fmt.Sprintf("%dx%d", sz.req, sz.work)
		for _, e := range encoders {
			if got, err := e.enc(rec); err != nil || !bytes.Equal(got, want) {
				b.Fatalf("%s: %s encodes other bytes than Encode (%d against %d, %v)", name, e.name, len(got), len(want), err)
			}
			b.Run(name+"/encode/"+e.name, func(b *testing.B) {
				b.ReportAllocs()
				b.SetBytes(int64(len(want)))
				for b.Loop() {
					if _, err := e.enc(rec); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
		for _, d := range decoders {
			if got, err := d.dec(want); err != nil || got.Hash != rec.Hash {
				b.Fatalf("%s: %s does not read the record back (%v)", name, d.name, err)
			}
			b.Run(name+"/decode/"+d.name, func(b *testing.B) {
				b.ReportAllocs()
				b.SetBytes(int64(len(want)))
				for b.Loop() {
					if _, err := d.dec(want); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}
