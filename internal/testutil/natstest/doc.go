// Package natstest runs an embedded nats-server with JetStream inside a test process, on
// a random local port with its store in the test's temporary directory. By default it
// is open; WithUsers turns authorization on (the roles of bus/roles) with an
// admin user for the test's own connections, and WithTLS requires TLS.
//
// It is for tests only: it never listens beyond 127.0.0.1 and shuts the server down in
// t.Cleanup.
package natstest
