export declare enum CurrencyCodes {
    AED = "aed",
    AFN = "afn",
    ALL = "all",
    AMD = "amd",
    ANG = "ang",
    AOA = "aoa",
    ARS = "ars",
    AUD = "aud",
    AWG = "awg",
    AZN = "azn",
    BAM = "bam",
    BBD = "bbd",
    BDT = "bdt",
    BGN = "bgn",
    BHD = "bhd",
    BIF = "bif",
    BMD = "bmd",
    BND = "bnd",
    BOB = "bob",
    BOV = "bov",
    BRL = "brl",
    BSD = "bsd",
    BTN = "btn",
    BWP = "bwp",
    BYN = "byn",
    BYR = "byr",
    BZD = "bzd",
    CAD = "cad",
    CDF = "cdf",
    CHE = "che",
    CHF = "chf",
    CHW = "chw",
    CLF = "clf",
    CLP = "clp",
    CNY = "cny",
    COP = "cop",
    COU = "cou",
    CRC = "crc",
    CUC = "cuc",
    CUP = "cup",
    CVE = "cve",
    CZK = "czk",
    DJF = "djf",
    DKK = "dkk",
    DOP = "dop",
    DZD = "dzd",
    EGP = "egp",
    ERN = "ern",
    ETB = "etb",
    EUR = "eur",
    FJD = "fjd",
    FKP = "fkp",
    GBP = "gbp",
    GEL = "gel",
    GHS = "ghs",
    GIP = "gip",
    GMD = "gmd",
    GNF = "gnf",
    GTQ = "gtq",
    GYD = "gyd",
    HKD = "hkd",
    HNL = "hnl",
    HRK = "hrk",
    HTG = "htg",
    HUF = "huf",
    IDR = "idr",
    ILS = "ils",
    INR = "inr",
    IQD = "iqd",
    IRR = "irr",
    ISK = "isk",
    JMD = "jmd",
    JOD = "jod",
    JPY = "jpy",
    KES = "kes",
    KGS = "kgs",
    KHR = "khr",
    KMF = "kmf",
    KPW = "kpw",
    KRW = "krw",
    KWD = "kwd",
    KYD = "kyd",
    KZT = "kzt",
    LAK = "lak",
    LBP = "lbp",
    LKR = "lkr",
    LRD = "lrd",
    LSL = "lsl",
    LTL = "ltl",
    LVL = "lvl",
    LYD = "lyd",
    MAD = "mad",
    MDL = "mdl",
    MGA = "mga",
    MKD = "mkd",
    MMK = "mmk",
    MNT = "mnt",
    MOP = "mop",
    MRO = "mro",
    MUR = "mur",
    MVR = "mvr",
    MWK = "mwk",
    MXN = "mxn",
    MXV = "mxv",
    MYR = "myr",
    MZN = "mzn",
    NAD = "nad",
    NGN = "ngn",
    NIO = "nio",
    NOK = "nok",
    NPR = "npr",
    NZD = "nzd",
    OMR = "omr",
    PAB = "pab",
    PEN = "pen",
    PGK = "pgk",
    PHP = "php",
    PKR = "pkr",
    PLN = "pln",
    PYG = "pyg",
    QAR = "qar",
    RON = "ron",
    RSD = "rsd",
    RUB = "rub",
    RWF = "rwf",
    SAR = "sar",
    SBD = "sbd",
    SCR = "scr",
    SDG = "sdg",
    SEK = "sek",
    SGD = "sgd",
    SHP = "shp",
    SLL = "sll",
    SOS = "sos",
    SRD = "srd",
    SSP = "ssp",
    STD = "std",
    SVC = "svc",
    SYP = "syp",
    SZL = "szl",
    THB = "thb",
    TJS = "tjs",
    TMT = "tmt",
    TND = "tnd",
    TOP = "top",
    TRY = "try",
    TTD = "ttd",
    TWD = "twd",
    TZS = "tzs",
    UAH = "uah",
    UGX = "ugx",
    USD = "usd",
    USN = "usn",
    USS = "uss",
    UYI = "uyi",
    UYU = "uyu",
    UZS = "uzs",
    VEF = "vef",
    VND = "vnd",
    VUV = "vuv",
    WST = "wst",
    XAF = "xaf",
    XAG = "xag",
    XAU = "xau",
    XBA = "xba",
    XBB = "xbb",
    XBC = "xbc",
    XBD = "xbd",
    XCD = "xcd",
    XDR = "xdr",
    XFU = "xfu",
    XOF = "xof",
    XPD = "xpd",
    XPF = "xpf",
    XPT = "xpt",
    XSU = "xsu",
    XTS = "xts",
    XUA = "xua",
    YER = "yer",
    ZAR = "zar",
    ZMW = "zmw",
    ZWL = "zwl"
}
export declare const CurrencyExponents: {
    aed: number;
    afn: number;
    all: number;
    amd: number;
    ang: number;
    aoa: number;
    ars: number;
    aud: number;
    awg: number;
    azn: number;
    bam: number;
    bbd: number;
    bdt: number;
    bgn: number;
    bhd: number;
    bif: number;
    bmd: number;
    bnd: number;
    bob: number;
    bov: number;
    brl: number;
    bsd: number;
    btn: number;
    bwp: number;
    byr: number;
    byn: number;
    bzd: number;
    cad: number;
    cdf: number;
    che: number;
    chf: number;
    chw: number;
    clf: number;
    clp: number;
    cny: number;
    cop: number;
    cou: number;
    crc: number;
    cuc: number;
    cup: number;
    cve: number;
    czk: number;
    djf: number;
    dkk: number;
    dop: number;
    dzd: number;
    egp: number;
    ern: number;
    etb: number;
    eur: number;
    fjd: number;
    fkp: number;
    gbp: number;
    gel: number;
    ghs: number;
    gip: number;
    gmd: number;
    gnf: number;
    gtq: number;
    gyd: number;
    hkd: number;
    hnl: number;
    hrk: number;
    htg: number;
    huf: number;
    idr: number;
    ils: number;
    inr: number;
    iqd: number;
    irr: number;
    isk: number;
    jmd: number;
    jod: number;
    jpy: number;
    kes: number;
    kgs: number;
    khr: number;
    kmf: number;
    kpw: number;
    krw: number;
    kwd: number;
    kyd: number;
    kzt: number;
    lak: number;
    lbp: number;
    lkr: number;
    lrd: number;
    lsl: number;
    ltl: number;
    lvl: number;
    lyd: number;
    mad: number;
    mdl: number;
    mga: number;
    mkd: number;
    mmk: number;
    mnt: number;
    mop: number;
    mro: number;
    mur: number;
    mvr: number;
    mwk: number;
    mxn: number;
    mxv: number;
    myr: number;
    mzn: number;
    nad: number;
    ngn: number;
    nio: number;
    nok: number;
    npr: number;
    nzd: number;
    omr: number;
    pab: number;
    pen: number;
    pgk: number;
    php: number;
    pkr: number;
    pln: number;
    pyg: number;
    qar: number;
    ron: number;
    rsd: number;
    rub: number;
    rwf: number;
    sar: number;
    sbd: number;
    scr: number;
    sdg: number;
    sek: number;
    sgd: number;
    shp: number;
    sll: number;
    sos: number;
    srd: number;
    ssp: number;
    std: number;
    svc: number;
    syp: number;
    szl: number;
    thb: number;
    tjs: number;
    tmt: number;
    tnd: number;
    top: number;
    try: number;
    ttd: number;
    twd: number;
    tzs: number;
    uah: number;
    ugx: number;
    usd: number;
    usn: number;
    uss: number;
    uyi: number;
    uyu: number;
    uzs: number;
    vef: number;
    vnd: number;
    vuv: number;
    wst: number;
    xaf: number;
    xag: number;
    xau: number;
    xba: number;
    xbb: number;
    xbc: number;
    xbd: number;
    xcd: number;
    xdr: number;
    xfu: number;
    xof: number;
    xpd: number;
    xpf: number;
    xpt: number;
    xsu: number;
    xts: number;
    xua: number;
    yer: number;
    zar: number;
    zmw: number;
    zwl: number;
};
