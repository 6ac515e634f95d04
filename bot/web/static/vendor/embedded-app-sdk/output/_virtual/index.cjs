'use strict';

Object.defineProperty(exports, '__esModule', { value: true });

var _commonjsHelpers = require('./_commonjsHelpers.cjs');
var index = require('../lib/eventemitter3/index2.cjs');

var eventemitter3Exports = index.__require();
var EventEmitter = /*@__PURE__*/_commonjsHelpers.getDefaultExportFromCjs(eventemitter3Exports);

exports.default = EventEmitter;
