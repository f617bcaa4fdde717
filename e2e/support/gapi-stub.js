/*
 * Offline stand-in for https://apis.google.com/js/api.js, served by the tests with context.route().
 * It implements the small part of gapi.iframes that the Firebase Auth SDK (parent page) and the
 * Auth emulator's helper iframe use to talk to each other, over window.postMessage.
 */
(function () {
  var TAG = '__gapiStub';
  var FILTER = function () {
    return true;
  };
  var nextId = 1;
  var pendingReplies = {};

  function makeChannel(targetWindow, isReady) {
    var handlers = {};
    var readyCallbacks = [];
    var ready = isReady;
    window.addEventListener('message', function (e) {
      var m = e.data;
      if (!m || !m[TAG] || e.source !== targetWindow) return;
      if (m.kind === 'ready') {
        ready = true;
        readyCallbacks.splice(0).forEach(function (cb) {
          cb();
        });
      } else if (m.kind === 'send') {
        var handler = handlers[m.event];
        var result = handler ? handler(m.data) : undefined;
        targetWindow.postMessage({ __gapiStub: true, kind: 'reply', id: m.id, data: [result] }, '*');
      } else if (m.kind === 'reply') {
        var cb = pendingReplies[m.id];
        delete pendingReplies[m.id];
        if (cb) cb(m.data);
      }
    });
    return {
      register: function (event, handler) {
        handlers[event] = handler;
      },
      send: function (event, data, callback) {
        var id = nextId++;
        pendingReplies[id] = callback || function () {};
        targetWindow.postMessage({ __gapiStub: true, kind: 'send', event: event, data: data, id: id }, '*');
      },
      restyle: function () {
        return Promise.resolve();
      },
      ping: function (callback) {
        return new Promise(function (resolve) {
          var done = function () {
            if (callback) callback();
            resolve();
          };
          if (ready) done();
          else readyCallbacks.push(done);
        });
      },
    };
  }

  var context = {
    open: function (options, callback) {
      var frame = document.createElement('iframe');
      var attrs = options.attributes || {};
      Object.keys(attrs.style || {}).forEach(function (k) {
        frame.style[k] = attrs.style[k];
      });
      frame.style.display = 'none';
      frame.src = options.url;
      (options.where || document.body).appendChild(frame);
      var channel = makeChannel(frame.contentWindow, false);
      return Promise.resolve(callback ? callback(channel) : channel);
    },
    getParentIframe: function () {
      return makeChannel(window.parent, true);
    },
  };

  var gapi = (window.gapi = window.gapi || {});
  gapi.iframes = {
    CROSS_ORIGIN_IFRAMES_FILTER: FILTER,
    Iframe: function () {},
    getContext: function () {
      return context;
    },
  };
  gapi.load = function (_name, options) {
    var cb = typeof options === 'function' ? options : options && options.callback;
    setTimeout(function () {
      if (cb) cb();
    }, 0);
  };

  if (window.parent !== window) {
    window.parent.postMessage({ __gapiStub: true, kind: 'ready' }, '*');
  }
  var src = document.currentScript && document.currentScript.src;
  var onload = src ? new URL(src).searchParams.get('onload') : null;
  setTimeout(function () {
    if (onload && typeof window[onload] === 'function') window[onload]();
    if (typeof window.gapi_onload === 'function') window.gapi_onload();
  }, 0);
})();
