#include "camsim_stream.h"

#include "camsim_clock_code.h"

#include <errno.h>
#include <gst/app/gstappsrc.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

static uint64_t clock_ns(clockid_t clock)
{
    struct timespec now;
    clock_gettime(clock, &now);
    return (uint64_t)now.tv_sec * 1000000000u + (uint64_t)now.tv_nsec;
}

int camsim_streams_init(camsim_streams *streams, const camsim_options *options, char *error, size_t capacity)
{
    memset(streams, 0, sizeof *streams);
    streams->options = *options;
    if (camsim_scene_init(&streams->scene, options->width, options->height, options->camera_count) != 0) {
        snprintf(error, capacity, "out of memory for %ux%u backgrounds", options->width, options->height);
        return -1;
    }
    gst_video_info_set_format(&streams->video_info, GST_VIDEO_FORMAT_I420, options->width, options->height);
    GST_VIDEO_INFO_FPS_N(&streams->video_info) = (gint)options->fps;
    GST_VIDEO_INFO_FPS_D(&streams->video_info) = 1;
    /* BT.601 limited range, as the frames are drawn (camsim_rgb_to_yuv). */
    gst_video_colorimetry_from_string(&streams->video_info.colorimetry, GST_VIDEO_COLORIMETRY_BT601);
    streams->caps = gst_video_info_to_caps(&streams->video_info);
    for (unsigned k = 0; k < options->camera_count; ++k) {
        camsim_camera *camera = &streams->cameras[k];
        camera->index = k;
        camera->owner = streams;
        g_mutex_init(&camera->lock);
        camera->pool = gst_buffer_pool_new();
        GstStructure *config = gst_buffer_pool_get_config(camera->pool);
        gst_buffer_pool_config_set_params(config, streams->caps, (guint)streams->video_info.size, 2, 0);
        if (!gst_buffer_pool_set_config(camera->pool, config) || !gst_buffer_pool_set_active(camera->pool, TRUE)) {
            snprintf(error, capacity, "cannot create the frame buffer pool of camera %u", k);
            return -1;
        }
    }
    return 0;
}

static void on_media_unprepared(GstRTSPMedia *media, gpointer user_data)
{
    camsim_camera *camera = user_data;
    GstElement *old = NULL;
    g_mutex_lock(&camera->lock);
    for (unsigned i = 0; i < camera->client_count; ++i) {
        if (camera->medias[i] != media)
            continue;
        old = camera->appsrcs[i];
        --camera->client_count;
        camera->appsrcs[i] = camera->appsrcs[camera->client_count];
        camera->medias[i] = camera->medias[camera->client_count];
        camera->appsrcs[camera->client_count] = NULL;
        camera->medias[camera->client_count] = NULL;
        break;
    }
    g_mutex_unlock(&camera->lock);
    if (old)
        gst_object_unref(old);
}

/* A client asked for the camera and its pipeline was built: add its appsrc to the ticker's list. */
static void on_media_configure(GstRTSPMediaFactory *factory, GstRTSPMedia *media, gpointer user_data)
{
    (void)factory;
    camsim_camera *camera = user_data;
    GstElement *pipeline = gst_rtsp_media_get_element(media);
    GstElement *source = gst_bin_get_by_name_recurse_up(GST_BIN(pipeline), "src");
    gst_object_unref(pipeline);
    if (!source) {
        fprintf(stderr, "loopscope-camsim: camera %u: the pipeline has no source\n", camera->index);
        return;
    }
    g_object_set(source, "caps", camera->owner->caps, NULL);
    g_signal_connect(media, "unprepared", G_CALLBACK(on_media_unprepared), camera);
    GstElement *old = NULL;
    g_mutex_lock(&camera->lock);
    if (camera->client_count == CAMSIM_MAX_CLIENTS) { /* full: the oldest client stops being fed */
        old = camera->appsrcs[0];
        for (unsigned i = 1; i < CAMSIM_MAX_CLIENTS; ++i) {
            camera->appsrcs[i - 1] = camera->appsrcs[i];
            camera->medias[i - 1] = camera->medias[i];
        }
        --camera->client_count;
    }
    camera->appsrcs[camera->client_count] = source;
    camera->medias[camera->client_count] = media;
    ++camera->client_count;
    g_mutex_unlock(&camera->lock);
    if (old)
        gst_object_unref(old);
}

GstRTSPMediaFactory *camsim_streams_factory(camsim_streams *streams, unsigned index)
{
    const camsim_options *options = &streams->options;
    gchar *launch = g_strdup_printf(
        "( appsrc name=src is-live=true do-timestamp=true format=time max-bytes=0 max-buffers=2 "
        "leaky-type=downstream ! videoconvert ! video/x-raw,format=I420 ! "
        "x264enc tune=zerolatency speed-preset=ultrafast key-int-max=%u bitrate=%u ! "
        "rtph264pay name=pay0 pt=96 config-interval=1 )",
        options->fps, camsim_bitrate_kbps(options));
    GstRTSPMediaFactory *factory = gst_rtsp_media_factory_new();
    gst_rtsp_media_factory_set_launch(factory, launch);
    g_free(launch);
    /* A pipeline per client: a shared media that is being torn down when the
     * next client arrives leaves that client without frames (seen under load). */
    gst_rtsp_media_factory_set_shared(factory, FALSE);
    g_signal_connect(factory, "media-configure", G_CALLBACK(on_media_configure), &streams->cameras[index]);
    return factory;
}

/* One tick: render the frames of every watched camera, stamp them with one
 * clock reading, push each frame to every client of its camera. */
static void tick(camsim_streams *streams, double scene_time_s)
{
    const unsigned count = streams->options.camera_count;
    GstElement *sources[CAMSIM_MAX_CAMERAS][CAMSIM_MAX_CLIENTS] = {{0}};
    unsigned clients[CAMSIM_MAX_CAMERAS] = {0};
    GstBuffer *buffers[CAMSIM_MAX_CAMERAS] = {0};
    GstVideoFrame frames[CAMSIM_MAX_CAMERAS];
    camsim_frame views[CAMSIM_MAX_CAMERAS];
    const camsim_point ball = camsim_scene_ball_at(scene_time_s);

    for (unsigned k = 0; k < count; ++k) {
        camsim_camera *camera = &streams->cameras[k];
        g_mutex_lock(&camera->lock);
        for (unsigned i = 0; i < camera->client_count; ++i)
            sources[k][i] = gst_object_ref(camera->appsrcs[i]);
        clients[k] = camera->client_count;
        g_mutex_unlock(&camera->lock);
        if (clients[k] == 0)
            continue;
        if (gst_buffer_pool_acquire_buffer(camera->pool, &buffers[k], NULL) != GST_FLOW_OK
            || !gst_video_frame_map(&frames[k], &streams->video_info, buffers[k], GST_MAP_WRITE)) {
            if (buffers[k])
                gst_buffer_unref(buffers[k]);
            buffers[k] = NULL;
            for (unsigned i = 0; i < clients[k]; ++i)
                gst_object_unref(sources[k][i]);
            clients[k] = 0;
            continue;
        }
        views[k].y = GST_VIDEO_FRAME_PLANE_DATA(&frames[k], 0);
        views[k].u = GST_VIDEO_FRAME_PLANE_DATA(&frames[k], 1);
        views[k].v = GST_VIDEO_FRAME_PLANE_DATA(&frames[k], 2);
        views[k].y_stride = (unsigned)GST_VIDEO_FRAME_PLANE_STRIDE(&frames[k], 0);
        views[k].uv_stride = (unsigned)GST_VIDEO_FRAME_PLANE_STRIDE(&frames[k], 1);
        views[k].width = streams->options.width;
        views[k].height = streams->options.height;
        camsim_scene_render(&streams->scene, k, ball, &views[k]);
    }

    const uint64_t word = camsim_clock_code_word(clock_ns(CLOCK_REALTIME) / 1000u);
    const GstClockTime duration = gst_util_uint64_scale_int(GST_SECOND, 1, (gint)streams->options.fps);
    for (unsigned k = 0; k < count; ++k) {
        if (clients[k] == 0)
            continue;
        camsim_clock_code_draw(&views[k], word);
        gst_video_frame_unmap(&frames[k]);
        GST_BUFFER_DURATION(buffers[k]) = duration;
        /* Every client gets a reference to the same (now read-only) frame. */
        for (unsigned i = 0; i < clients[k]; ++i) {
            const GstFlowReturn result = gst_app_src_push_buffer(GST_APP_SRC(sources[k][i]), gst_buffer_ref(buffers[k]));
            if (result == GST_FLOW_OK)
                ++streams->cameras[k].frames_pushed;
            else
                ++streams->cameras[k].frames_refused;
            gst_object_unref(sources[k][i]);
        }
        gst_buffer_unref(buffers[k]);
    }
}

static gpointer ticker_main(gpointer data)
{
    camsim_streams *streams = data;
    const uint64_t period_ns = 1000000000u / streams->options.fps;
    const uint64_t start_ns = clock_ns(CLOCK_MONOTONIC);
    uint64_t next_ns = start_ns;
    while (!g_atomic_int_get(&streams->stop)) {
        next_ns += period_ns;
        const struct timespec due = {(time_t)(next_ns / 1000000000u), (long)(next_ns % 1000000000u)};
        while (clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &due, NULL) == EINTR) {
        }
        const uint64_t now_ns = clock_ns(CLOCK_MONOTONIC);
        if (now_ns > next_ns + period_ns) {
            /* More than a frame late (a stalled machine): skip the missed ticks, keep the rate. */
            const uint64_t missed = (now_ns - next_ns) / period_ns;
            streams->ticks_late += missed;
            next_ns += missed * period_ns;
        }
        tick(streams, (double)(next_ns - start_ns) / 1e9);
    }
    return NULL;
}

void camsim_streams_start(camsim_streams *streams)
{
    g_atomic_int_set(&streams->stop, 0);
    streams->ticker = g_thread_new("camsim-ticker", ticker_main, streams);
}

void camsim_streams_stop(camsim_streams *streams)
{
    if (!streams->ticker)
        return;
    g_atomic_int_set(&streams->stop, 1);
    g_thread_join(streams->ticker);
    streams->ticker = NULL;
}

void camsim_streams_free(camsim_streams *streams)
{
    camsim_streams_stop(streams);
    for (unsigned k = 0; k < streams->options.camera_count; ++k) {
        camsim_camera *camera = &streams->cameras[k];
        g_mutex_lock(&camera->lock);
        for (unsigned i = 0; i < camera->client_count; ++i) {
            gst_object_unref(camera->appsrcs[i]);
            camera->appsrcs[i] = NULL;
            camera->medias[i] = NULL;
        }
        camera->client_count = 0;
        g_mutex_unlock(&camera->lock);
        if (camera->pool) {
            gst_buffer_pool_set_active(camera->pool, FALSE);
            gst_object_unref(camera->pool);
            camera->pool = NULL;
        }
        g_mutex_clear(&camera->lock);
    }
    if (streams->caps)
        gst_caps_unref(streams->caps);
    streams->caps = NULL;
    camsim_scene_free(&streams->scene);
}
