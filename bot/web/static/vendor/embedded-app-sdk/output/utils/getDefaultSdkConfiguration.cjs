'use strict';

Object.defineProperty(exports, '__esModule', { value: true });

function getDefaultSdkConfiguration() {
    return {
        disableConsoleLogOverride: false,
    };
}

exports.default = getDefaultSdkConfiguration;
