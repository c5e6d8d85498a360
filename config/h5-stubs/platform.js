// Stands in for `platform`, the user-agent parser Taro's H5 getDeviceInfo reads. It parses the
// user agent as soon as it is imported, in the start-up script's first task, and the web app never
// asks for device info (only the mini-program does, through wx-system-info.ts); a caller would get
// 'unknown' for the brand, model and system.
export default {}
