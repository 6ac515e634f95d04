'use strict';

Object.defineProperty(exports, '__esModule', { value: true });

var _commonjsHelpers = require('./_commonjsHelpers.cjs');
var BigInteger = require('../lib/big-integer/BigInteger.cjs');

var BigIntegerExports = BigInteger.__require();
var bigInt = /*@__PURE__*/_commonjsHelpers.getDefaultExportFromCjs(BigIntegerExports);

exports.default = bigInt;
