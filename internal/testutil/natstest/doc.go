// Package natstest runs an embedded nats-server with JetStream inside a test process, on
// a random local port with its store in the test's temporary directory.
//
// It is for tests only: it never listens beyond 127.0.0.1 and shuts the server down in
// t.Cleanup.
package natstest
