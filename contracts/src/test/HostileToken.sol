// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// @title HostileToken
/// @notice A misbehaving ERC-20 for the router's tests (never deployed by the daemon).
///         Its mode says how transfers behave: plainly, taking a 1 % fee (burnt) from
///         every transfer, or calling back into `target` with `data` from inside every
///         transfer (once, not recursively), remembering whether that call succeeded
///         and, when it failed, its revert data.
///         rebase moves a holder's balance up or down without a transfer.
contract HostileToken is ERC20 {
    uint8 public constant MODE_PLAIN = 0;
    uint8 public constant MODE_FEE = 1;
    uint8 public constant MODE_REENTER = 2;

    uint8 public mode;
    address public target;
    bytes public data;
    /// @notice How many transfers called back, and how many of those calls succeeded.
    uint256 public reentries;
    uint256 public reentriesSucceeded;
    /// @notice The revert data of the last call back that failed.
    bytes public lastError;
    bool private _inside;

    constructor() ERC20("Hostile", "HOST") {}

    function decimals() public pure override returns (uint8) {
        return 6;
    }

    function mint(address to, uint256 amount) external {
        _mint(to, amount);
    }

    function setMode(uint8 m) external {
        mode = m;
    }

    function setReentry(address t, bytes calldata d) external {
        target = t;
        data = d;
    }

    /// @notice Changes holder's balance by delta without a transfer, as a rebasing token does.
    function rebase(address holder, int256 delta) external {
        if (delta >= 0) _mint(holder, uint256(delta));
        else _burn(holder, uint256(-delta));
    }

    function _update(address from, address to, uint256 value) internal override {
        bool transfer = from != address(0) && to != address(0);
        if (transfer && mode == MODE_FEE) {
            uint256 cut = value / 100;
            super._update(from, address(0), cut);
            super._update(from, to, value - cut);
        } else {
            super._update(from, to, value);
        }
        if (transfer && mode == MODE_REENTER && !_inside) {
            _inside = true;
            (bool ok, bytes memory ret) = target.call(data);
            ++reentries;
            if (ok) ++reentriesSucceeded;
            else lastError = ret;
            _inside = false;
        }
    }
}
