// Package natsauth is how a client of the bus proves who it is: the credential keys of a
// `nats` config section (user and password, a credentials file, a token, a private CA),
// their validation, and the nats.go options they turn into.
//
// It is client-side plumbing shared by the daemon and the reference worker; it must not
// import nats-server or decide what a role may do (package bus/roles does, for the server).
package natsauth
