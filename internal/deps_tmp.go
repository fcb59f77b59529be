//go:build tools

package internal

import (
	_ "github.com/alicebob/miniredis/v2"
	_ "github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	_ "github.com/ethereum/go-ethereum/accounts/keystore"
	_ "github.com/ethereum/go-ethereum/ethclient"
	_ "github.com/ethereum/go-ethereum/ethclient/simulated"
	_ "github.com/go-redis/redis_rate/v10"
	_ "github.com/nats-io/nats-server/v2/server"
	_ "github.com/nats-io/nats.go/jetstream"
	_ "github.com/prometheus/client_golang/prometheus"
	_ "github.com/redis/go-redis/v9"
	_ "github.com/spf13/cobra"
	_ "go.uber.org/zap"
	_ "golang.org/x/sync/errgroup"
	_ "golang.org/x/time/rate"
	_ "gopkg.in/yaml.v3"
	_ "pgregory.net/rapid"
)
