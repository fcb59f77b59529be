package gasoracle

import (
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"

	"github.com/infersched/infersched/internal/ethrpc"
	"github.com/infersched/infersched/internal/validate"
	"github.com/infersched/infersched/scheduler"
)

// L2Mode says how the chain charges for calldata (`chain.l2`).
type L2Mode string

// The modes of chain.l2.
const (
	// L2Auto detects the chain: the OP-stack GasPriceOracle predeploy has code, or
	// Arbitrum's ArbGasInfo precompile answers getPricesInWei; else none. Detected on
	// the first successful poll and kept.
	L2Auto L2Mode = ethrpc.L2Auto
	// L2OP reads the OP stack's GasPriceOracle (Fjord or Ecotone).
	L2OP L2Mode = ethrpc.L2OP
	// L2Arbitrum reads Arbitrum's ArbGasInfo.
	L2Arbitrum L2Mode = ethrpc.L2Arbitrum
	// L2None: an L1 chain (or an L2 without an L1 data fee); no l1_fee in the snapshot.
	L2None L2Mode = ethrpc.L2None
)

// ParseL2Mode checks s against the modes of chain.l2 ("" is none).
func ParseL2Mode(s string) (L2Mode, error) {
	switch m := L2Mode(s); m {
	case L2Auto, L2OP, L2Arbitrum, L2None:
		return m, nil
	case "":
		return L2None, nil
	}
	return "", fmt.Errorf("chain.l2: must be one of auto, op, arbitrum, none, got %q", s)
}

// WithL2 sets the chain's L2 mode (chain.l2); without it the oracle reads no L1 fee.
func WithL2(m L2Mode) Option { return func(o *Oracle) { o.mode = m } }

// L1FeeConfig is `gasoracle.l1_fee`: floors and caps of the L1 data fee model on an L2,
// in wei (decimal integers), applied like floor_wei and cap_wei; a stale quote prices
// both parts at their caps. TxFixedBytes sizes the transaction's own calldata besides
// its items (envelope, submitResults selector and array head), priced per byte into
// fixed_wei.
type L1FeeConfig struct {
	// FloorWeiPerByte is the lowest L1 data fee per calldata byte quoted (wei).
	FloorWeiPerByte scheduler.Wei `yaml:"floor_wei_per_byte"`
	// CapWeiPerByte is the highest L1 data fee per calldata byte quoted (wei).
	CapWeiPerByte scheduler.Wei `yaml:"cap_wei_per_byte"`
	// FloorFixedWei is the lowest fixed part of the L1 data fee quoted (wei per
	// transaction).
	FloorFixedWei scheduler.Wei `yaml:"floor_fixed_wei"`
	// CapFixedWei is the highest fixed part of the L1 data fee quoted (wei per
	// transaction).
	CapFixedWei scheduler.Wei `yaml:"cap_fixed_wei"`
	// TxFixedBytes is the size of a result transaction's own calldata besides its items
	// (bytes).
	TxFixedBytes int64 `yaml:"tx_fixed_bytes"`
}

// MaxTxFixedBytes bounds l1_fee.tx_fixed_bytes (a block's worth of calldata).
const MaxTxFixedBytes = 1 << 20

// DefaultL1FeeConfig: no floors, caps of 1e12 wei a byte (ten times a busy L1's 1e11)
// and 0.01 ETH for the fixed part, 120 fixed bytes (a 52-byte envelope, 68 bytes of
// submitResults head).
func DefaultL1FeeConfig() L1FeeConfig {
	c := L1FeeConfig{TxFixedBytes: 120}
	c.CapWeiPerByte.SetInt64(1_000_000_000_000)
	c.CapFixedWei.SetInt64(10_000_000_000_000_000)
	return c
}

func (c L1FeeConfig) validate(p *validate.Problems) {
	for _, b := range []struct {
		part       string
		floor, cap *scheduler.Wei
	}{{"wei_per_byte", &c.FloorWeiPerByte, &c.CapWeiPerByte}, {"fixed_wei", &c.FloorFixedWei, &c.CapFixedWei}} {
		p.Check(b.cap.Sign() > 0, "l1_fee.cap_"+b.part, "must be positive, got %s", b.cap.String())
		p.Check(b.floor.Sign() >= 0, "l1_fee.floor_"+b.part, "must not be negative, got %s", b.floor.String())
		p.Check(b.floor.Cmp(&b.cap.Int) <= 0, "l1_fee.floor_"+b.part,
			"must not be above cap_%s (%s), got %s", b.part, b.cap.String(), b.floor.String())
	}
	p.Check(c.TxFixedBytes >= 0 && c.TxFixedBytes <= MaxTxFixedBytes, "l1_fee.tx_fixed_bytes",
		"must be between 0 and %d, got %d", MaxTxFixedBytes, c.TxFixedBytes)
}

// rawL1 is an L1 fee model as one poll read it, before floor and cap.
type rawL1 struct {
	mode       L2Mode
	weiPerByte *big.Int
	fixedWei   *big.Int
}

// readL1 reads the L1 fee model of chain mode m (op or arbitrum) from one endpoint.
func (o *Oracle) readL1(ctx context.Context, c ethrpc.Client, m L2Mode) (rawL1, error) {
	var r rawL1
	var err error
	switch m {
	case L2OP:
		r, err = readOP(ctx, c)
	case L2Arbitrum:
		r, err = readArbitrum(ctx, c)
	default:
		return rawL1{}, fmt.Errorf("l1 fee: no reader for chain.l2 %q", m)
	}
	if err != nil {
		return rawL1{}, err
	}
	// The transaction's own bytes besides its items are part of what a batch shares.
	r.fixedWei.Add(r.fixedWei, new(big.Int).Mul(r.weiPerByte, big.NewInt(o.cfg.L1Fee.TxFixedBytes)))
	return r, nil
}

// detect tells an OP-stack chain (code at the GasPriceOracle predeploy) from an
// Arbitrum one (ArbGasInfo answers getPricesInWei with six words) from neither.
func detect(ctx context.Context, c ethrpc.Client) (L2Mode, error) {
	code, err := c.CodeAt(ctx, gasPriceOracleAddress, nil)
	if err != nil {
		return "", fmt.Errorf("detect chain.l2: code at %s: %w", gasPriceOracleAddress, err)
	}
	if len(code) > 0 {
		return L2OP, nil
	}
	if _, err := readArbitrum(ctx, c); err == nil {
		return L2Arbitrum, nil
	}
	return L2None, nil
}

// clampL1 applies floors and caps; stale prices both parts at their caps.
func (o *Oracle) clampL1(r rawL1) *scheduler.L1Fee {
	clamp := func(x *big.Int, floor, cap *scheduler.Wei) scheduler.Wei {
		v := new(big.Int).Set(x)
		if v.Cmp(&floor.Int) < 0 {
			v.Set(&floor.Int)
		}
		if v.Cmp(&cap.Int) > 0 {
			v.Set(&cap.Int)
		}
		return scheduler.WeiFromBig(v)
	}
	c := &o.cfg.L1Fee
	return &scheduler.L1Fee{
		WeiPerByte: clamp(r.weiPerByte, &c.FloorWeiPerByte, &c.CapWeiPerByte),
		FixedWei:   clamp(r.fixedWei, &c.FloorFixedWei, &c.CapFixedWei),
	}
}

// capsL1 is the L1 fee model a stale quote prices with.
func (o *Oracle) capsL1() *scheduler.L1Fee {
	c := &o.cfg.L1Fee
	return &scheduler.L1Fee{WeiPerByte: scheduler.WeiFromBig(&c.CapWeiPerByte.Int), FixedWei: scheduler.WeiFromBig(&c.CapFixedWei.Int)}
}

var (
	gasPriceOracleAddress = common.HexToAddress("0x420000000000000000000000000000000000000F")
	arbGasInfoAddress     = common.HexToAddress("0x000000000000000000000000000000000000006C")
)
