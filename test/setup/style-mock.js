// Stylesheets have no behaviour to test; jest maps .css/.scss imports here.
module.exports = {}
