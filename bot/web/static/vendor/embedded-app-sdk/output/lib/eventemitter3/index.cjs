'use strict';

Object.defineProperty(exports, '__esModule', { value: true });

var index = require('../../_virtual/index.cjs');



exports.EventEmitter = index.default;
exports.default = index.default;
