// Package outputs is the content-addressed store of outputs and inputs too long for
// calldata (issue 22): the JetStream object store wire.BucketOutputs, one object per
// keccak-256. The daemon writes it (Store.Commit for a worker's staged output,
// Store.Put for a requester's upload) and every replica reads it (Store.Get, checked
// against the hash asked for). A worker never writes it: it stages chunks on its own
// upload subjects and asks for a commit (wire.CommitRequest), which succeeds only when
// the worker holds the request's assignment (a Holder says so), the bytes hash to the
// hash it will submit, and they fit max_object_bytes. It must not decide anything about
// requests beyond that check, and imports no other edge.
package outputs
