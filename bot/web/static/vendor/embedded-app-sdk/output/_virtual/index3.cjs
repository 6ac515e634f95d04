'use strict';

var lodash_transform = {exports: {}};

exports.__module = lodash_transform;
