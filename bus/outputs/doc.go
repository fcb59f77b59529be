// Package outputs is the content-addressed stores of outputs and inputs too long for
// calldata: the JetStream object stores wire.BucketOutputs (workers' outputs) and
// wire.BucketInputs (requesters' uploads), one object per keccak-256, each object
// written whole or not at all (objects.go) and read chunk by chunk (Object).
//
// The daemon writes the outputs (Store.Stage for a chunk a worker sends, within the
// worker's staging bound; Store.Commit for its staged output) and the inputs
// (Inputs.Put, within the uploader's quota; Inputs.Claim for a request that commits to
// one; Inputs.Sweep deletes those nobody claimed), and every replica reads them
// (Store.Object, Inputs.Object, checked against the hash asked for). A worker never
// writes a store nor the staging stream: a commit succeeds only when the worker holds
// the request's assignment (a Holder says so), the bytes hash to the hash it will
// submit, and they fit max_object_bytes. It must not decide anything about requests
// beyond that check, and imports no other edge.
package outputs
