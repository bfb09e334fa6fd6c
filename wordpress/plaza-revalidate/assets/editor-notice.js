/**
 * Block editor: after an Update of a published post (or one taken off the site), a notice says whether the
 * site took it. The delivery goes out once the save is done (at the end of WordPress's request, or later),
 * so the plugin's route is asked every second, for 20 s at most, until that save's delivery is logged.
 * Plain script on WordPress's globals: no build step (includes/class-plaza-revalidate-editor-notice.php).
 */
(function (wp) {
  var NOTICE = 'plaza-revalidate-delivery';
  var POLL_MS = 1000;
  var POLL_FOR_MS = 20000;
  var KINDS = { taken: 'success', retrying: 'warning', refused: 'error' };
  var saving = false;
  var wasPublished = false;

  function follow(id, since) {
    var until = Date.now() + POLL_FOR_MS;
    function ask() {
      wp.apiFetch({ path: '/plaza/v1/deliveries/' + id + '?since=' + since }).then(
        function (answer) {
          if (answer.state === 'pending' && Date.now() < until) {
            setTimeout(ask, POLL_MS);
          } else if (KINDS[answer.state]) {
            wp.data.dispatch('core/notices').createNotice(KINDS[answer.state], answer.message, {
              id: NOTICE,
              isDismissible: true,
            });
          }
        },
        // The route failing (a network error, a logged-out session) leaves the editor as WordPress made it.
        function () {},
      );
    }
    ask();
  }

  wp.data.subscribe(function () {
    var editor = wp.data.select('core/editor');
    var was = saving;
    // Set before dispatching: a dispatch calls this listener again at once, which must see the new state.
    saving = editor.isSavingPost() && !editor.isAutosavingPost();
    if (saving && !was) {
      wasPublished = editor.getCurrentPost().status === 'publish';
      wp.data.dispatch('core/notices').removeNotice(NOTICE);
    }
    if (was && !saving && editor.didPostSaveRequestSucceed()) {
      var post = editor.getCurrentPost();
      // Drafts send nothing: only a save of a post that is, or was, on the site has a delivery.
      if (wasPublished || post.status === 'publish') {
        follow(post.id, Math.floor(Date.parse(post.modified_gmt + 'Z') / 1000));
      }
    }
  });
})(window.wp);
