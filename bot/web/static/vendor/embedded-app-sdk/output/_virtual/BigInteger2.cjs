'use strict';

var BigInteger = {exports: {}};

exports.__module = BigInteger;
