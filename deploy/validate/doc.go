// Package validate holds the tests of what deploy/ ships, in a module of its own so that
// the heavy parsers they use (compose-go, kustomize, Prometheus' rule parser) stay out
// of the daemon's go.mod. It has no code beyond its tests; `make test` runs them.
//
// Where they stop short: no Docker engine, no Kubernetes cluster and no systemd PID 1
// here, so the image is not built, the manifests are not applied and the units are not
// started; the files are parsed by the real loaders and checked against the binary.
package validate
