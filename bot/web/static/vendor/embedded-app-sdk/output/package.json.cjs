'use strict';

var version = "2.5.0";

exports.version = version;
