'use strict';

Object.defineProperty(exports, '__esModule', { value: true });

var _commonjsHelpers = require('./_commonjsHelpers.cjs');
var index = require('../lib/lodash.transform/index.cjs');

var lodash_transformExports = index.__require();
var transform = /*@__PURE__*/_commonjsHelpers.getDefaultExportFromCjs(lodash_transformExports);

exports.default = transform;
